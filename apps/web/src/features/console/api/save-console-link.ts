import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { SaveConsoleLink } from '@shangan/shared/contracts/console/site-content';
import { mainApi } from '../../../lib/api';
import { refreshSiteContent } from './console-keys';

/**
 * POST /console/site-content/links/save — a new friendly link (id null) or a link's fields; a
 * refusal's message is shown by the client.
 */
export function saveConsoleLink(input: BodyOf<typeof SaveConsoleLink>) {
  return mainApi.postJson<DataOf<typeof SaveConsoleLink>>(
    '/console/site-content/links/save',
    input,
  );
}

export function useSaveConsoleLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsoleLink,
    onSuccess: () => refreshSiteContent(queryClient, 'links'),
  });
}
