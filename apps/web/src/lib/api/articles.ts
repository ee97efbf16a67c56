import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type { ListArticles } from '@shangan/shared/contracts/news/articles';
import { mainApi } from './main-api';
import { nextPageParam } from '../paging';

/** The list's filters and page; the page is always given (it is part of the cache key). */
export type ArticleListParams = QueryOf<typeof ListArticles> & { page: number };

/** GET /pc/articles: a column's, city's or tag's articles, newest first. */
export function articlesQuery(params: ArticleListParams) {
  return queryOptions({
    queryKey: ['news', 'articles', params],
    queryFn: () =>
      mainApi.get<DataOf<typeof ListArticles>>('/pc/articles', {
        params: { ...params },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useArticles(params: ArticleListParams, enabled = true) {
  return useQuery({ ...articlesQuery(params), enabled });
}

/** The filters of an article list without its page: one infinite list per filter set. */
export type ArticleListFilters = Omit<ArticleListParams, 'page'>;

/**
 * GET /pc/articles page after page, for the lists that grow as they are scrolled (the mobile
 * site). The list shows its own error and retry, so failures raise no notice.
 */
export function articlePagesQuery(filters: ArticleListFilters) {
  return infiniteQueryOptions({
    queryKey: ['news', 'articlePages', filters],
    queryFn: ({ pageParam }) =>
      mainApi.get<DataOf<typeof ListArticles>>('/pc/articles', {
        params: { ...filters, page: pageParam },
        silent: true,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

export function useArticlePages(filters: ArticleListFilters, enabled = true) {
  return useInfiniteQuery({ ...articlePagesQuery(filters), enabled });
}
