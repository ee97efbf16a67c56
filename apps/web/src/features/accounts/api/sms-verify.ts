import { useMutation } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { VerifySmsCode } from '@shangan/shared/contracts/accounts';
import { mainApi } from '../../../lib/api';

export type SmsVerifyInput = BodyOf<typeof VerifySmsCode>;

/** POST /pc/sms_verify — checks a code without using it up (phone change, step 1). */
export function verifySmsCode(input: SmsVerifyInput) {
  return mainApi.post<DataOf<typeof VerifySmsCode>>('/pc/sms_verify', { ...input });
}

export function useVerifySmsCode() {
  return useMutation({ mutationFn: verifySmsCode });
}
