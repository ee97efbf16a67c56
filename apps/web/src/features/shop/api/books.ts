import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type { ListBooks } from '@shangan/shared/contracts/commerce/goods';
import { mainApi } from '../../../lib/api';
import { SHOP_KEY } from './shop-keys';

export type BookQuery = QueryOf<typeof ListBooks>;

/** GET /pc/books/index — one page of books; the page shows its own error state. */
export function fetchBooks(query: BookQuery) {
  return mainApi.get<DataOf<typeof ListBooks>>('/pc/books/index', {
    params: query,
    silent: true,
  });
}

export function useBooks(query: BookQuery) {
  return useQuery({
    queryKey: [...SHOP_KEY, 'books', query],
    queryFn: () => fetchBooks(query),
    placeholderData: keepPreviousData,
    // Stock moves as people buy.
    staleTime: 30_000,
  });
}

/** The books a page at a time, for a list that grows as it is scrolled (mobile). */
export function bookPagesQuery(query: Omit<BookQuery, 'page'>) {
  const pageSize = query.pageSize ?? 10;
  return infiniteQueryOptions({
    queryKey: [...SHOP_KEY, 'books', 'pages', query],
    queryFn: ({ pageParam }) => fetchBooks({ ...query, page: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * pageSize < last.total && last.list.length > 0 ? pages.length + 1 : undefined,
    staleTime: 30_000,
  });
}

export function useBookPages(query: Omit<BookQuery, 'page'>) {
  return useInfiniteQuery(bookPagesQuery(query));
}
