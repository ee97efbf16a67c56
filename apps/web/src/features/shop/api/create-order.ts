import { useMutation } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { CreateOrder } from '@shangan/shared/contracts/commerce/orders';
import { mainApi } from '../../../lib/api';

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
  return useMutation({ mutationFn: createOrder });
}
