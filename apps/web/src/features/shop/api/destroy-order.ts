import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { DestroyOrder } from '@shangan/shared/contracts/commerce/orders';
import { mainApi } from '../../../lib/api';
import { SHOP_KEY } from './shop-keys';

/**
 * DELETE /pc/orders/destroy?id= — cancels an unpaid order (its stock and coupon come back) or
 * removes a closed one from the list; `action` says which happened.
 */
export function destroyOrder(id: number) {
  return mainApi.delete<DataOf<typeof DestroyOrder>>('/pc/orders/destroy', {
    params: { id },
    requireToken: true,
  });
}

export function useDestroyOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: destroyOrder,
    // Orders, coupons and the book's stock all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHOP_KEY }),
  });
}
