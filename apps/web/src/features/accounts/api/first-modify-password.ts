import { useMutation } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api';

export interface SetPasswordInput {
  password: string;
  passwordSecond: string;
}

/** POST /pc/firstModifyPassword — an account without a password sets its first one. */
export function setFirstPassword(input: SetPasswordInput): Promise<null> {
  return mainApi.post<null>('/pc/firstModifyPassword', { ...input }, { requireToken: true });
}

export function useSetFirstPassword() {
  return useMutation({ mutationFn: setFirstPassword });
}
