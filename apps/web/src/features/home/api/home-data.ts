import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetHomeData } from '@shangan/shared/contracts/news/portal';
import { mainApi } from '../../../lib/api';

/** GET /pc/linxuan/pc/index: everything the home page (or a sub-site's) shows. */
export function homeDataQuery(cityId: number | null) {
  return queryOptions({
    queryKey: ['home', 'index', cityId ?? 0],
    queryFn: () =>
      mainApi.get<DataOf<typeof GetHomeData>>('/pc/linxuan/pc/index', {
        params: cityId ? { cityId } : {},
        silent: true,
      }),
  });
}

export function useHomeData(cityId: number | null) {
  return useQuery(homeDataQuery(cityId));
}
