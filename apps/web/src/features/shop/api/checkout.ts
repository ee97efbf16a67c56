import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type { GetCheckout } from '@shangan/shared/contracts/commerce/orders';
import { mainApi } from '../../../lib/api';
import { mineKey } from './shop-keys';

export type CheckoutQuery = QueryOf<typeof GetCheckout>;

/**
 * GET /pc/orders/checkout — the server prices the cart for the chosen address and coupon:
 * goods, freight, discount and the amount to pay, and every coupon with why it (does not) apply.
 */
export function fetchCheckout(query: CheckoutQuery) {
  return mainApi.get<DataOf<typeof GetCheckout>>('/pc/orders/checkout', {
    params: query,
    silent: true,
  });
}

export function useCheckout(userId: number | null, query: CheckoutQuery | null) {
  return useQuery({
    queryKey: mineKey(userId, 'checkout', query),
    queryFn: () => fetchCheckout(query!),
    enabled: userId !== null && query !== null,
    // A new choice keeps the old figures on screen (dimmed) until the server answers.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
