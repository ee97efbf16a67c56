import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from './main-api';

export interface ArticleSummary {
  id: number;
  title: string;
  summary: string;
  cover: string;
  columnId: number;
  columnTitle: string;
  cityId: number | null;
  source: string;
  publishTime: string;
  viewCount: number;
  isPdf: boolean;
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

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
