import { useMutation } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api';
import type { SmsPurpose } from './sms-send';

export interface SmsVerifyInput {
  phone: string;
  code: string;
  type: SmsPurpose;
}

/** POST /pc/sms_verify — checks a code without using it up (phone change, step 1). */
export function verifySmsCode(input: SmsVerifyInput): Promise<null> {
  return mainApi.post<null>('/pc/sms_verify', { ...input });
}

export function useVerifySmsCode() {
  return useMutation({ mutationFn: verifySmsCode });
}
