import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetPopAd } from '@shangan/shared/contracts/news/portal';
import { mainApi } from '../../../lib/api';

/** GET /pc/linxuan/pc/popAd: the home pop-up ad, or null. */
export function popAdQuery(cityId: number | null) {
  return queryOptions({
    queryKey: ['home', 'popAd', cityId ?? 0],
    queryFn: () =>
      mainApi.get<DataOf<typeof GetPopAd>>('/pc/linxuan/pc/popAd', {
        params: cityId ? { cityId } : {},
        silent: true,
      }),
    staleTime: 10 * 60_000,
  });
}

export function usePopAd(cityId: number | null) {
  return useQuery(popAdQuery(cityId));
}
