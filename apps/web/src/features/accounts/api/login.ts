import { useMutation } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api';

/** What login and registration answer: the token and who logged in. */
export interface LoginResult {
  token: string;
  uuid: string;
  /** null for an account without a phone: the complete-phone dialog follows. */
  phone: string | null;
  /** Registration only: the invitation poster's QR code as a PNG data URL. */
  poster_qr_code_for_pc?: string;
}

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
  return mainApi.post<LoginResult>(
    '/pc/login',
    { type: '1', account, password, remember: remember ? '1' : '0' },
    { silent: true },
  );
}

export function loginWithSmsCode({ phone, phoneCode, remember }: SmsLoginInput) {
  return mainApi.post<LoginResult>(
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
