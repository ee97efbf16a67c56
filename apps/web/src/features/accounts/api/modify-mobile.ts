import { useMutation } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { ModifyMobile } from '@shangan/shared/contracts/accounts';
import { mainApi } from '../../../lib/api';

export type ModifyMobileInput = BodyOf<typeof ModifyMobile>;

/** POST /pc/modifyMobile — both codes are checked (and used up) on the server. */
export function modifyMobile(input: ModifyMobileInput) {
  return mainApi.post<DataOf<typeof ModifyMobile>>(
    '/pc/modifyMobile',
    { ...input },
    { requireToken: true },
  );
}

export function useModifyMobile() {
  return useMutation({ mutationFn: modifyMobile });
}
