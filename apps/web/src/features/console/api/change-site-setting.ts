import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { ChangeSiteSetting } from '@shangan/shared/contracts/console/settings';
import { mainApi } from '../../../lib/api';
import { siteConfigQuery } from '../../../lib/site-config';
import { CONSOLE_KEY } from './console-keys';

/** POST /console/settings — a refusal's message is shown by the client. */
export function changeSiteSetting(input: BodyOf<typeof ChangeSiteSetting>) {
  return mainApi.postJson<DataOf<typeof ChangeSiteSetting>>('/console/settings', input);
}

export function useChangeSiteSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSiteSetting,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CONSOLE_KEY }),
        // This browser's own shell reads the site settings too.
        queryClient.invalidateQueries({ queryKey: siteConfigQuery.queryKey }),
      ]),
  });
}
