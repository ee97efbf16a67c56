import { useMutation } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api';

/** What a code may be used for; the server binds each code to one purpose. */
export type SmsPurpose =
  'login' | 'register' | 'reset' | 'old_phone' | 'new_phone' | 'bind' | 'password';

export interface SmsSendInput {
  phone: string;
  type: SmsPurpose;
}

/** `code` is present only in the local demo mode (no SMS gateway configured). */
export interface SmsSendResult {
  code?: string;
}

/** GET /pc/sms_send — failures (too frequent, 短信发送失败 …) are toasted by the client. */
export function sendSmsCode(input: SmsSendInput): Promise<SmsSendResult> {
  return mainApi
    .get<SmsSendResult | null>('/pc/sms_send', { params: { ...input } })
    .then((data) => data ?? {});
}

export function useSendSmsCode() {
  return useMutation({ mutationFn: sendSmsCode });
}
