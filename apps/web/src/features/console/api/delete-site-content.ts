import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { DeleteSiteContent } from '@shangan/shared/contracts/console/site-content';
import { mainApi } from '../../../lib/api';
import { refreshSiteContent, type SiteContentPart } from './console-keys';

export type DeleteSiteContentBody = BodyOf<typeof DeleteSiteContent>;

const PARTS: Record<DeleteSiteContentBody['kind'], SiteContentPart> = {
  ad: 'ads',
  link: 'links',
  exam: 'exams',
};

/**
 * POST /console/site-content/delete — an ad, a friendly link or a calendar entry; a refusal's
 * message is shown by the client.
 */
export function deleteSiteContent(input: DeleteSiteContentBody) {
  return mainApi.postJson<DataOf<typeof DeleteSiteContent>>('/console/site-content/delete', input);
}

export function useDeleteSiteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSiteContent,
    onSuccess: (_, input) => refreshSiteContent(queryClient, PARTS[input.kind]),
  });
}
