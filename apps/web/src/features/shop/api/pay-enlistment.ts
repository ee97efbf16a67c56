import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { PayEnlistment } from '@shangan/shared/contracts/enlistment';
import { mainApi } from '../../../lib/api';
import { SHOP_KEY } from './shop-keys';

/** POST /app/enlist/pay — the fee's shop order (the server prices it); its QR text. */
export function payEnlistment(id: number) {
  return mainApi.post<DataOf<typeof PayEnlistment>>(
    '/app/enlist/pay',
    { id },
    { requireToken: true },
  );
}

export function usePayEnlistment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payEnlistment,
    // A new order is in the order list, and the enlistment points at it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...SHOP_KEY, 'mine'] });
    },
  });
}
