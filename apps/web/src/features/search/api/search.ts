import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api';

export interface SearchResult {
  id: number;
  title: string;
  summary: string;
  columnTitle: string;
  source: string;
  publishTime: string;
  viewCount: number;
  isPdf: boolean;
  /** HTML-escaped by the server with the matched words in <em>. */
  highlightTitle: string;
  highlightSummary: string;
}

export interface SearchPage {
  list: SearchResult[];
  total: number;
  page: number;
  pageSize: number;
  words: string[];
}

export const SEARCH_PAGE_SIZE = 10;

/** GET /pc/search: space-separated keywords must all match. */
export function searchQuery(keyword: string, page: number) {
  return queryOptions({
    queryKey: ['search', keyword, page],
    queryFn: () =>
      mainApi.get<SearchPage>('/pc/search', {
        params: { keyword, page, pageSize: SEARCH_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSearch(keyword: string, page: number) {
  return useQuery({ ...searchQuery(keyword, page), enabled: keyword.trim().length > 0 });
}
