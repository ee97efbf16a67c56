import { useMutation } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { Register } from '@shangan/shared/contracts/accounts';
import { mainApi } from '../../../lib/api';

export interface RegisterInput {
  realname: string;
  phone: string;
  code: string;
  email?: string;
  password: string;
  remember: boolean;
}

/** POST /h5/lxuserRegister — creates the account and logs it in (with the poster QR). */
export function registerAccount({ remember, email, ...fields }: RegisterInput) {
  return mainApi.post<DataOf<typeof Register>>('/h5/lxuserRegister', {
    ...fields,
    email: email ?? '',
    remember: remember ? '1' : '0',
  });
}

export function useRegister() {
  return useMutation({ mutationFn: registerAccount });
}
