import { useMutation } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { FirstModifyPassword } from '@shangan/shared/contracts/accounts';
import { mainApi } from '../../../lib/api';

export type SetPasswordInput = BodyOf<typeof FirstModifyPassword>;

/** POST /pc/firstModifyPassword — an account without a password sets its first one. */
export function setFirstPassword(input: SetPasswordInput) {
  return mainApi.post<DataOf<typeof FirstModifyPassword>>(
    '/pc/firstModifyPassword',
    { ...input },
    { requireToken: true },
  );
}

export function useSetFirstPassword() {
  return useMutation({ mutationFn: setFirstPassword });
}
