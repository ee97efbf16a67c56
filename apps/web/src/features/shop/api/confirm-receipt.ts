import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ConfirmReceipt } from '@shangan/shared/contracts/commerce/orders';
import { mainApi } from '../../../lib/api';
import { SHOP_KEY } from './shop-keys';

/** POST /pc/orders/receive — 确认收货 of a shipped order. */
export function confirmReceipt(id: number) {
  return mainApi.post<DataOf<typeof ConfirmReceipt>>(
    '/pc/orders/receive',
    { id },
    { requireToken: true },
  );
}

export function useConfirmReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReceipt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...SHOP_KEY, 'mine'] }),
  });
}
