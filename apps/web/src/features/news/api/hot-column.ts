import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetHotColumnArticles } from '@shangan/shared/contracts/news/articles';
import { mainApi } from '../../../lib/api';

/** GET /pc/hotColumnArticle: most read articles of a column. */
export function hotColumnQuery(columnId: number) {
  return queryOptions({
    queryKey: ['news', 'hotColumn', columnId],
    queryFn: () =>
      mainApi.get<DataOf<typeof GetHotColumnArticles>>('/pc/hotColumnArticle', {
        params: { columnId },
        silent: true,
      }),
  });
}

export function useHotColumn(columnId: number | undefined) {
  return useQuery({ ...hotColumnQuery(columnId ?? 0), enabled: !!columnId });
}
