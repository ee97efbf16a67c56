import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api';
import type { HomeData } from '../types';

/** GET /pc/linxuan/pc/index: everything the home page (or a sub-site's) shows. */
export function homeDataQuery(cityId: number | null) {
  return queryOptions({
    queryKey: ['home', 'index', cityId ?? 0],
    queryFn: () =>
      mainApi.get<HomeData>('/pc/linxuan/pc/index', {
        params: cityId ? { cityId } : {},
        silent: true,
      }),
  });
}

export function useHomeData(cityId: number | null) {
  return useQuery(homeDataQuery(cityId));
}
