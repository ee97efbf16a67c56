import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type { ListOrders } from '@shangan/shared/contracts/commerce/orders';
import { mainApi } from '../../../lib/api';
import { mineKey } from './shop-keys';

export type OrderQuery = QueryOf<typeof ListOrders>;

/** GET /pc/orders/index — one page of the person's orders of one tab, VIP orders included. */
export function fetchOrders(query: OrderQuery) {
  return mainApi.get<DataOf<typeof ListOrders>>('/pc/orders/index', {
    params: query,
    silent: true,
  });
}

export function useOrders(userId: number | null, query: OrderQuery) {
  return useQuery({
    queryKey: mineKey(userId, 'orders', query),
    queryFn: () => fetchOrders(query),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}
