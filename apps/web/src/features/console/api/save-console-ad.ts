import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { SaveConsoleAd } from '@shangan/shared/contracts/console/site-content';
import { mainApi } from '../../../lib/api';
import { refreshSiteContent } from './console-keys';

/**
 * POST /console/site-content/ads/save — a new ad (id null) or an ad's fields; a carousel ad
 * without a picture gets one drawn from its title. A refusal's message is shown by the client.
 */
export function saveConsoleAd(input: BodyOf<typeof SaveConsoleAd>) {
  return mainApi.postJson<DataOf<typeof SaveConsoleAd>>('/console/site-content/ads/save', input);
}

export function useSaveConsoleAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsoleAd,
    onSuccess: () => refreshSiteContent(queryClient, 'ads'),
  });
}
