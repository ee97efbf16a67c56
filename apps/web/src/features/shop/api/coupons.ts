import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type { ListCoupons } from '@shangan/shared/contracts/commerce/coupons';
import { mainApi } from '../../../lib/api';
import { mineKey } from './shop-keys';

export type CouponQuery = QueryOf<typeof ListCoupons>;

/** GET /pc/coupons/index — one page of the person's coupons of one status, and the counts. */
export function fetchCoupons(query: CouponQuery) {
  return mainApi.get<DataOf<typeof ListCoupons>>('/pc/coupons/index', {
    params: query,
    silent: true,
  });
}

export function useCoupons(userId: number | null, query: CouponQuery) {
  return useQuery({
    queryKey: mineKey(userId, 'coupons', query),
    queryFn: () => fetchCoupons(query),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}
