import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api';
import type { ArticleSummary, Page } from '../types';

export interface ArticleListParams {
  columnId?: number | undefined;
  cityId?: number | undefined;
  tagId?: number | undefined;
  page: number;
  pageSize?: number;
}

/** GET /pc/articles: a column's, city's or tag's articles, newest first. */
export function articlesQuery(params: ArticleListParams) {
  return queryOptions({
    queryKey: ['news', 'articles', params],
    queryFn: () =>
      mainApi.get<Page<ArticleSummary>>('/pc/articles', {
        params: { ...params },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useArticles(params: ArticleListParams, enabled = true) {
  return useQuery({ ...articlesQuery(params), enabled });
}
