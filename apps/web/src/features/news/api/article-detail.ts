import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetArticle } from '@shangan/shared/contracts/news/articles';
import { mainApi } from '../../../lib/api';

/** GET /pc/articles/{id}: one article; the server counts the read. */
export function articleDetailQuery(id: number) {
  return queryOptions({
    queryKey: ['news', 'article', id],
    // A missing article has its own page state; no toast on top of it.
    queryFn: () => mainApi.get<DataOf<typeof GetArticle>>(`/pc/articles/${id}`, { silent: true }),
    staleTime: 5 * 60_000,
  });
}

export function useArticleDetail(id: number) {
  return useQuery({ ...articleDetailQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
