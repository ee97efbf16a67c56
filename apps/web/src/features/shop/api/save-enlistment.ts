import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { SaveEnlistment } from '@shangan/shared/contracts/enlistment';
import { mainApi } from '../../../lib/api';
import { SHOP_KEY } from './shop-keys';

export type EnlistmentInput = BodyOf<typeof SaveEnlistment>;

/** POST /app/updateBsEnlist — refusals (the server's Chinese message) are toasted by the client. */
export function saveEnlistment(input: EnlistmentInput) {
  return mainApi.post<DataOf<typeof SaveEnlistment>>('/app/updateBsEnlist', input, {
    requireToken: true,
  });
}

export function useSaveEnlistment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEnlistment,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...SHOP_KEY, 'mine'] });
    },
  });
}
