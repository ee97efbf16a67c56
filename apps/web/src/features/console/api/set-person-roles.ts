import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { SetPersonRoles } from '@shangan/shared/contracts/console/people';
import { mainApi } from '../../../lib/api';
import { CONSOLE_KEY } from './console-keys';

/** POST /console/people/roles — a refusal's message is shown by the client. */
export function setPersonRoles(input: BodyOf<typeof SetPersonRoles>) {
  return mainApi.postJson<DataOf<typeof SetPersonRoles>>('/console/people/roles', input);
}

export function useSetPersonRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPersonRoles,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_KEY }),
  });
}
