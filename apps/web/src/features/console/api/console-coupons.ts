import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type { ListCouponTemplates } from '@shangan/shared/contracts/console/coupons';
import { mainApi } from '../../../lib/api';
import { consoleKey } from './console-keys';

export type ConsoleCouponsQuery = QueryOf<typeof ListCouponTemplates>;

/** Every coupon query lives under this key. */
export const COUPONS_KEY = consoleKey('coupons');

/** GET /console/coupons — one page of coupon kinds, newest first, with their counts. */
export function fetchConsoleCoupons(query: ConsoleCouponsQuery) {
  return mainApi.get<DataOf<typeof ListCouponTemplates>>('/console/coupons', {
    params: query,
    silent: true,
  });
}

export function useConsoleCoupons(query: ConsoleCouponsQuery) {
  return useQuery({
    queryKey: [...COUPONS_KEY, 'list', query],
    queryFn: () => fetchConsoleCoupons(query),
    placeholderData: keepPreviousData,
  });
}
