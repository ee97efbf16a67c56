import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type { GetCoachingCheckout } from '@shangan/shared/contracts/commerce/coaching';
import { mainApi } from '../../../lib/api';
import { mineKey } from './shop-keys';

export type CoachingCheckoutQuery = QueryOf<typeof GetCoachingCheckout>;

/**
 * GET /pc/coaching/checkout — the seat priced by the server for the chosen coupon and deposit:
 * goods amount, 定金抵扣, discount and the amount to pay, every coupon with why it (does not)
 * apply, and the person's deposit for the product.
 */
export function fetchCoachingCheckout(query: CoachingCheckoutQuery) {
  return mainApi.get<DataOf<typeof GetCoachingCheckout>>('/pc/coaching/checkout', {
    params: query,
    silent: true,
  });
}

export function useCoachingCheckout(userId: number | null, query: CoachingCheckoutQuery | null) {
  return useQuery({
    queryKey: mineKey(userId, 'checkout', 'coaching', query),
    queryFn: () => fetchCoachingCheckout(query!),
    enabled: userId !== null && query !== null,
    // A new choice keeps the old figures on screen (dimmed) until the server answers.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
