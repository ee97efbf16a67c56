import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type { GetConsoleOrder, ListConsoleOrders } from '@shangan/shared/contracts/console/orders';
import { mainApi } from '../../../lib/api';
import { consoleKey } from './console-keys';

export type ConsoleOrdersQuery = QueryOf<typeof ListConsoleOrders>;

/** Every order query lives under this key, the lists and each order's detail. */
export const ORDERS_KEY = consoleKey('orders');

export function orderDetailKey(id: number) {
  return [...ORDERS_KEY, 'detail', id] as const;
}

/** GET /console/orders — one page of shop orders found by number or phone, newest first. */
export function fetchConsoleOrders(query: ConsoleOrdersQuery) {
  return mainApi.get<DataOf<typeof ListConsoleOrders>>('/console/orders', {
    params: query,
    silent: true,
  });
}

export function useConsoleOrders(query: ConsoleOrdersQuery) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'list', query],
    queryFn: () => fetchConsoleOrders(query),
    placeholderData: keepPreviousData,
  });
}

/** GET /console/orders/detail — one order with its lines, address, parcel, timeline and refund. */
export function fetchConsoleOrder(id: number) {
  return mainApi.get<DataOf<typeof GetConsoleOrder>>('/console/orders/detail', {
    params: { id },
    silent: true,
  });
}

/** The order open in the drawer; nothing is asked while none is. */
export function useConsoleOrder(id: number | null) {
  return useQuery({
    queryKey: orderDetailKey(id ?? 0),
    queryFn: () => fetchConsoleOrder(id!),
    enabled: id !== null,
  });
}
