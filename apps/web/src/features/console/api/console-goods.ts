import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type {
  ConsoleGoodsOptions,
  GetConsoleGoods,
  ListConsoleGoods,
} from '@shangan/shared/contracts/console/goods';
import { mainApi } from '../../../lib/api';
import { consoleKey } from './console-keys';

export type ConsoleGoodsQuery = QueryOf<typeof ListConsoleGoods>;
export type GoodsOptions = DataOf<typeof ConsoleGoodsOptions>;

/** Every book query lives under this key: the lists, each book and the categories. */
export const GOODS_KEY = consoleKey('goods');

export function goodsDetailKey(id: number) {
  return [...GOODS_KEY, 'detail', id] as const;
}

/** GET /console/goods — one page of books found by title (or only those low on stock). */
export function fetchConsoleGoods(query: ConsoleGoodsQuery) {
  return mainApi.get<DataOf<typeof ListConsoleGoods>>('/console/goods', {
    params: query,
    silent: true,
  });
}

export function useConsoleGoods(query: ConsoleGoodsQuery) {
  return useQuery({
    queryKey: [...GOODS_KEY, 'list', query],
    queryFn: () => fetchConsoleGoods(query),
    placeholderData: keepPreviousData,
  });
}

/** GET /console/goods/options — the shop's book categories. */
export function fetchConsoleGoodsOptions() {
  return mainApi.get<DataOf<typeof ConsoleGoodsOptions>>('/console/goods/options', {
    silent: true,
  });
}

export function useConsoleGoodsOptions() {
  return useQuery({ queryKey: [...GOODS_KEY, 'options'], queryFn: fetchConsoleGoodsOptions });
}

/** GET /console/goods/detail — a book's fields, stock and sales. */
export function fetchConsoleGoodsDetail(id: number) {
  return mainApi.get<DataOf<typeof GetConsoleGoods>>('/console/goods/detail', {
    params: { id },
    silent: true,
  });
}

/**
 * The book being edited; nothing is asked for a new one. The form keeps its own copy (it reads
 * the book once, when it opens), so a read after a stock change never undoes what is typed.
 */
export function useConsoleGoodsDetail(id: number | null) {
  return useQuery({
    queryKey: goodsDetailKey(id ?? 0),
    queryFn: () => fetchConsoleGoodsDetail(id!),
    enabled: id !== null,
  });
}
