import { useMutation } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { SendSmsCode, SmsPurpose } from '@shangan/shared/contracts/accounts';
import { mainApi } from '../../../lib/api';

export type { SmsPurpose };

/** This site always names what the code is for; the server binds the code to that use. */
export interface SmsSendInput {
  phone: string;
  type: SmsPurpose;
}

/**
 * GET /pc/sms_send — failures (too frequent, 短信发送失败 …) are toasted by the client. `code`
 * is in the answer only in the local demo mode (no SMS gateway configured).
 */
export function sendSmsCode(input: SmsSendInput) {
  return mainApi.get<DataOf<typeof SendSmsCode>>('/pc/sms_send', { params: { ...input } });
}

export function useSendSmsCode() {
  return useMutation({ mutationFn: sendSmsCode });
}
