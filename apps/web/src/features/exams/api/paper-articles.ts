import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleItem } from '../../../components/article-list/article-item';
import { mainApi } from '../../../lib/api';

interface ColumnNode {
  id: number;
  title: string;
  columnDir: string;
  child: Array<{ id: number; title: string; columnDir: string }>;
}

/** The column tree (the header's query key, fetched once). */
const columnsQuery = queryOptions({
  queryKey: ['news', 'headColumns'],
  queryFn: () => mainApi.get<ColumnNode[]>('/pc/headColumns', { silent: true }),
  staleTime: 10 * 60_000,
});

export function useColumnTree() {
  return useQuery(columnsQuery);
}

/** GET /pc/articles of one column, paged. */
export function useColumnArticles(columnId: number | undefined, page: number) {
  return useQuery({
    queryKey: ['news', 'articles', { columnId, page, pageSize: 20 }],
    queryFn: () =>
      mainApi.get<{ list: ArticleItem[]; total: number }>('/pc/articles', {
        params: { columnId, page, pageSize: 20 },
      }),
    enabled: !!columnId,
    placeholderData: keepPreviousData,
  });
}
