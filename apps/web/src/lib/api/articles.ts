import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type { ListArticles } from '@shangan/shared/contracts/news/articles';
import { mainApi } from './main-api';

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
