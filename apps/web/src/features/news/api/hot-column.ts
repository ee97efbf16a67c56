import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api';
import type { ArticleSummary } from '../types';

/** GET /pc/hotColumnArticle: most read articles of a column. */
export function hotColumnQuery(columnId: number) {
  return queryOptions({
    queryKey: ['news', 'hotColumn', columnId],
    queryFn: () =>
      mainApi.get<ArticleSummary[]>('/pc/hotColumnArticle', {
        params: { columnId },
        silent: true,
      }),
  });
}

export function useHotColumn(columnId: number | undefined) {
  return useQuery({ ...hotColumnQuery(columnId ?? 0), enabled: !!columnId });
}
