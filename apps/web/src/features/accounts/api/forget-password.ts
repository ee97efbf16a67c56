import { useMutation } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api';

export interface ForgetPasswordInput {
  phone: string;
  phoneCode: string;
  password: string;
  passwordSecond: string;
}

/** POST /pc/forgetPassword — reset by an SMS code; the server then ends every session. */
export function resetPassword(input: ForgetPasswordInput): Promise<null> {
  return mainApi.post<null>('/pc/forgetPassword', { ...input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
