import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { SetPersonRoles } from '@shangan/shared/contracts/console/people';
import { mainApi } from '../../../lib/api';
import { CURRENT_USER_KEY } from '../../../lib/current-user';
import { CONSOLE_KEY } from './console-keys';

/** POST /console/people/roles — a refusal's message is shown by the client. */
export function setPersonRoles(input: BodyOf<typeof SetPersonRoles>) {
  return mainApi.postJson<DataOf<typeof SetPersonRoles>>('/console/people/roles', input);
}

export function useSetPersonRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPersonRoles,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CONSOLE_KEY }),
        // An administrator may have changed their own roles: the menu follows them.
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
      ]),
  });
}
