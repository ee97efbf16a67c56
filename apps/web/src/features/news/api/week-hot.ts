import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api';
import type { ArticleSummary } from '../types';

/** GET /pc/weekHotArticle: the week's most read articles. */
export function weekHotQuery(cityId?: number) {
  return queryOptions({
    queryKey: ['news', 'weekHot', cityId ?? 0],
    queryFn: () =>
      mainApi.get<ArticleSummary[]>('/pc/weekHotArticle', { params: { cityId }, silent: true }),
  });
}

export function useWeekHot(cityId?: number) {
  return useQuery(weekHotQuery(cityId));
}
