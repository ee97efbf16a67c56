import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { SearchArticles } from '@shangan/shared/contracts/news/search';
import { mainApi } from '../../../lib/api';
import { nextPageParam } from '../../../lib/paging';

export type { SearchResult } from '@shangan/shared/contracts/news/search';

export const SEARCH_PAGE_SIZE = 10;

function fetchSearch(keyword: string, page: number) {
  return mainApi.get<DataOf<typeof SearchArticles>>('/pc/search', {
    params: { keyword, page, pageSize: SEARCH_PAGE_SIZE },
  });
}

/** GET /pc/search: space-separated keywords must all match. */
export function searchQuery(keyword: string, page: number) {
  return queryOptions({
    queryKey: ['search', keyword, page],
    queryFn: () => fetchSearch(keyword, page),
    placeholderData: keepPreviousData,
  });
}

export function useSearch(keyword: string, page: number) {
  return useQuery({ ...searchQuery(keyword, page), enabled: keyword.trim().length > 0 });
}

/**
 * The same search page after page, for a list that grows as it is scrolled (the mobile site).
 * Failures keep their notice: the server's words (too many searches a minute) say what to do.
 */
export function searchPagesQuery(keyword: string) {
  return infiniteQueryOptions({
    queryKey: ['search', 'pages', keyword],
    queryFn: ({ pageParam }) => fetchSearch(keyword, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

export function useSearchPages(keyword: string) {
  return useInfiniteQuery({ ...searchPagesQuery(keyword), enabled: keyword.trim().length > 0 });
}
