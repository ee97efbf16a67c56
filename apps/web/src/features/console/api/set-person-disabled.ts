import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { SetPersonDisabled } from '@shangan/shared/contracts/console/people';
import { mainApi } from '../../../lib/api';
import { CONSOLE_KEY } from './console-keys';

/** POST /console/people/status — a refusal's message is shown by the client. */
export function setPersonDisabled(input: BodyOf<typeof SetPersonDisabled>) {
  return mainApi.postJson<DataOf<typeof SetPersonDisabled>>('/console/people/status', input);
}

export function useSetPersonDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPersonDisabled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_KEY }),
  });
}
