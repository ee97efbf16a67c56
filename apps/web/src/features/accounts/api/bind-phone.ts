import { useMutation } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api';

export interface BindPhoneInput {
  phone: string;
  phoneCode: string;
}

/** POST /pc/bindPhone — the complete-phone dialog; failures show the server's message. */
export function bindPhone(input: BindPhoneInput): Promise<null> {
  return mainApi.post<null>('/pc/bindPhone', { ...input }, { requireToken: true });
}

export function useBindPhone() {
  return useMutation({ mutationFn: bindPhone });
}
