import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { SaveConsoleAbout } from '@shangan/shared/contracts/console/site-content';
import { mainApi } from '../../../lib/api';
import { AUDIT_KEY, siteContentKey } from './console-keys';

/**
 * POST /console/site-content/about/save — the profile and the app and account entries; the
 * answer is the about content as now saved. A refusal's message is shown by the client.
 */
export function saveConsoleAbout(input: BodyOf<typeof SaveConsoleAbout>) {
  return mainApi.postJson<DataOf<typeof SaveConsoleAbout>>(
    '/console/site-content/about/save',
    input,
  );
}

export function useSaveConsoleAbout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsoleAbout,
    // The answer is the whole about content: kept as read, with no second request for it.
    onSuccess: (about) => {
      queryClient.setQueryData(siteContentKey('about'), about);
      return queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
    },
  });
}
