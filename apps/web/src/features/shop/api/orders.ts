import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type { ListOrders, OrderTab } from '@shangan/shared/contracts/commerce/orders';
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

/** One tab of the orders a page at a time, for a list that grows as it is scrolled (mobile). */
export function ordersPagesQuery(userId: number | null, tab: OrderTab, pageSize = 10) {
  return infiniteQueryOptions({
    queryKey: mineKey(userId, 'orders', 'pages', tab, pageSize),
    queryFn: ({ pageParam }) => fetchOrders({ tab, page: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * pageSize < last.total && last.list.length > 0 ? pages.length + 1 : undefined,
  });
}

export function useOrderPages(userId: number | null, tab: OrderTab) {
  return useInfiniteQuery({ ...ordersPagesQuery(userId, tab), enabled: userId !== null });
}
