import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { CreateOrder } from '@shangan/shared/contracts/commerce/orders';
import { mainApi } from '../../../lib/api';
import { SHOP_KEY } from './shop-keys';

/** What the page sends: the goods, how many, address, coupon and remark — never an amount. */
export type CreateOrderInput = Pick<
  BodyOf<typeof CreateOrder>,
  'goodsId' | 'quantity' | 'couponId' | 'addressId' | 'remark'
>;

/** POST /pc/orders/create — the server prices the order; refusals are toasted by the client. */
export function createOrder(input: CreateOrderInput) {
  return mainApi.post<DataOf<typeof CreateOrder>>('/pc/orders/create', input, {
    requireToken: true,
  });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    // The order took a copy and its coupon: lists, stock and coupons change. The checkout on
    // screen is left alone, or it would re-price itself around the coupon just locked.
    onSuccess: () => {
      void queryClient.invalidateQueries({
        queryKey: SHOP_KEY,
        predicate: (query) => !query.queryKey.includes('checkout'),
      });
    },
  });
}
