import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetWeekHotArticles } from '@shangan/shared/contracts/news/articles';
import { mainApi } from '../../../lib/api';

/** GET /pc/weekHotArticle: the week's most read articles. */
export function weekHotQuery(cityId?: number) {
  return queryOptions({
    queryKey: ['news', 'weekHot', cityId ?? 0],
    queryFn: () =>
      mainApi.get<DataOf<typeof GetWeekHotArticles>>('/pc/weekHotArticle', {
        params: { cityId },
        silent: true,
      }),
  });
}

export function useWeekHot(cityId?: number) {
  return useQuery(weekHotQuery(cityId));
}
