import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { MoveSiteContent } from '@shangan/shared/contracts/console/site-content';
import { mainApi } from '../../../lib/api';
import { refreshSiteContent } from './console-keys';

export type MoveSiteContentBody = BodyOf<typeof MoveSiteContent>;

/**
 * POST /console/site-content/move — an ad or a friendly link one place up or down among its own
 * site's rows; a refusal's message is shown by the client.
 */
export function moveSiteContent(input: MoveSiteContentBody) {
  return mainApi.postJson<DataOf<typeof MoveSiteContent>>('/console/site-content/move', input);
}

export function useMoveSiteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveSiteContent,
    onSuccess: (_, input) => refreshSiteContent(queryClient, input.kind === 'ad' ? 'ads' : 'links'),
  });
}
