import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { SearchArticles } from '@shangan/shared/contracts/news/search';
import { mainApi } from '../../../lib/api';

export type { SearchResult } from '@shangan/shared/contracts/news/search';

export const SEARCH_PAGE_SIZE = 10;

/** GET /pc/search: space-separated keywords must all match. */
export function searchQuery(keyword: string, page: number) {
  return queryOptions({
    queryKey: ['search', keyword, page],
    queryFn: () =>
      mainApi.get<DataOf<typeof SearchArticles>>('/pc/search', {
        params: { keyword, page, pageSize: SEARCH_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSearch(keyword: string, page: number) {
  return useQuery({ ...searchQuery(keyword, page), enabled: keyword.trim().length > 0 });
}
