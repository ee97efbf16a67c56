import { useMutation } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ModifyPassword } from '@shangan/shared/contracts/accounts';
import { mainApi } from '../../../lib/api';

/**
 * type '1': proven by the old password; type '10': by a code sent to the account's phone. Each
 * form sends the fields of its own way only, which the contract's one body cannot say.
 */
export type ModifyPasswordInput =
  | { type: '1'; oldPassword: string; password: string; passwordSecond: string }
  | { type: '10'; phoneCode: string; password: string; passwordSecond: string };

/**
 * POST /pc/modifyPassword — a signed-in person changes their password; the server ends their
 * other sessions and keeps this one. Failures (wrong old password, too many tries …) are toasted.
 */
export function modifyPassword(input: ModifyPasswordInput) {
  return mainApi.post<DataOf<typeof ModifyPassword>>(
    '/pc/modifyPassword',
    { ...input },
    { requireToken: true },
  );
}

export function useModifyPassword() {
  return useMutation({ mutationFn: modifyPassword });
}
