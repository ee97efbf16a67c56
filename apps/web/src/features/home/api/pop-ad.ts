import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api';
import type { Ad } from '../types';

/** GET /pc/linxuan/pc/popAd: the home pop-up ad, or null. */
export function popAdQuery(cityId: number | null) {
  return queryOptions({
    queryKey: ['home', 'popAd', cityId ?? 0],
    queryFn: () =>
      mainApi.get<Ad | null>('/pc/linxuan/pc/popAd', {
        params: cityId ? { cityId } : {},
        silent: true,
      }),
    staleTime: 10 * 60_000,
  });
}

export function usePopAd(cityId: number | null) {
  return useQuery(popAdQuery(cityId));
}
