import { useMutation } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { ForgetPassword } from '@shangan/shared/contracts/accounts';
import { mainApi } from '../../../lib/api';

export type ForgetPasswordInput = BodyOf<typeof ForgetPassword>;

/** POST /pc/forgetPassword — reset by an SMS code; the server then ends every session. */
export function resetPassword(input: ForgetPasswordInput) {
  return mainApi.post<DataOf<typeof ForgetPassword>>('/pc/forgetPassword', { ...input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
