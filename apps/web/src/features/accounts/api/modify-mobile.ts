import { useMutation } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api';

export interface ModifyMobileInput {
  old_mobile: string;
  old_code: string;
  new_mobile: string;
  new_code: string;
}

/** POST /pc/modifyMobile — both codes are checked (and used up) on the server. */
export function modifyMobile(input: ModifyMobileInput): Promise<null> {
  return mainApi.post<null>('/pc/modifyMobile', { ...input }, { requireToken: true });
}

export function useModifyMobile() {
  return useMutation({ mutationFn: modifyMobile });
}
