import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListArticles } from '@shangan/shared/contracts/news/articles';
import { mainApi } from './main-api';

export type { ArticleSummary } from '@shangan/shared/contracts/news/articles';

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
      mainApi.get<DataOf<typeof ListArticles>>('/pc/articles', {
        params: { ...params },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useArticles(params: ArticleListParams, enabled = true) {
  return useQuery({ ...articlesQuery(params), enabled });
}
