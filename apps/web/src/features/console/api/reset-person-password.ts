import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { ResetPersonPassword } from '@shangan/shared/contracts/console/people';
import { mainApi } from '../../../lib/api';
import { AUDIT_KEY } from './console-keys';

/** POST /console/people/password — a temporary password, answered once; refusals are shown. */
export function resetPersonPassword(input: BodyOf<typeof ResetPersonPassword>) {
  return mainApi.postJson<DataOf<typeof ResetPersonPassword>>('/console/people/password', input);
}

export function useResetPersonPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPersonPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
  });
}
