import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { CreateCoachingOrder } from '@shangan/shared/contracts/commerce/coaching';
import { mainApi } from '../../../lib/api';
import { SHOP_KEY } from './shop-keys';

/** What the dialog sends: the seat, who attends, adviser, coupon and deposit — never an amount. */
export type CoachingOrderInput = Pick<
  BodyOf<typeof CreateCoachingOrder>,
  'goodsId' | 'slotId' | 'name' | 'phone' | 'adviserId' | 'couponId' | 'depositId'
>;

/** POST /pc/coaching/orders/create — takes the seat; refusals are toasted by the client. */
export function createCoachingOrder(input: CoachingOrderInput) {
  return mainApi.post<DataOf<typeof CreateCoachingOrder>>('/pc/coaching/orders/create', input, {
    requireToken: true,
  });
}

export function useCreateCoachingOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoachingOrder,
    // The seat, the coupon and the deposit are taken: slots, orders, coupons and deposits
    // change. The checkout on screen is left alone, or it would re-price itself.
    onSettled: () => {
      void queryClient.invalidateQueries({
        queryKey: SHOP_KEY,
        predicate: (query) => !query.queryKey.includes('checkout'),
      });
    },
  });
}
