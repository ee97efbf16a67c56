import { useMutation } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { BindPhone } from '@shangan/shared/contracts/accounts';
import { mainApi } from '../../../lib/api';

export type BindPhoneInput = BodyOf<typeof BindPhone>;

/** POST /pc/bindPhone — the complete-phone dialog; failures show the server's message. */
export function bindPhone(input: BindPhoneInput) {
  return mainApi.post<DataOf<typeof BindPhone>>(
    '/pc/bindPhone',
    { ...input },
    { requireToken: true },
  );
}

export function useBindPhone() {
  return useMutation({ mutationFn: bindPhone });
}
