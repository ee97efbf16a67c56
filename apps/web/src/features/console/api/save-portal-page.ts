import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { SavePortalPage } from '@shangan/shared/contracts/console/site-content';
import { mainApi } from '../../../lib/api';
import { AUDIT_KEY, siteContentKey } from './console-keys';

/**
 * POST /console/site-content/pages/save — 企业文化 or 发展历程 rewritten; the answer is the about
 * content as now saved. A refusal's message is shown by the client.
 */
export function savePortalPage(input: BodyOf<typeof SavePortalPage>) {
  return mainApi.postJson<DataOf<typeof SavePortalPage>>('/console/site-content/pages/save', input);
}

export function useSavePortalPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePortalPage,
    onSuccess: (about) => {
      queryClient.setQueryData(siteContentKey('about'), about);
      return queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
    },
  });
}
