import { useMutation } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { Login } from '@shangan/shared/contracts/accounts';
import { mainApi } from '../../../lib/api';

export interface PasswordLoginInput {
  account: string;
  password: string;
  remember: boolean;
}

export interface SmsLoginInput {
  phone: string;
  phoneCode: string;
  remember: boolean;
}

/**
 * POST /pc/login. Silent: the forms open the register dialog on code 4005 (unknown account)
 * and report every other failure themselves.
 */
export function loginWithPassword({ account, password, remember }: PasswordLoginInput) {
  return mainApi.post<DataOf<typeof Login>>(
    '/pc/login',
    { type: '1', account, password, remember: remember ? '1' : '0' },
    { silent: true },
  );
}

export function loginWithSmsCode({ phone, phoneCode, remember }: SmsLoginInput) {
  return mainApi.post<DataOf<typeof Login>>(
    '/pc/login',
    { type: '10', account: phone, phoneCode, remember: remember ? '1' : '0' },
    { silent: true },
  );
}

export function usePasswordLogin() {
  return useMutation({ mutationFn: loginWithPassword });
}

export function useSmsLogin() {
  return useMutation({ mutationFn: loginWithSmsCode });
}
