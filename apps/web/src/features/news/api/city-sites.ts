import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api';
import type { CityRef } from '../types';

/** GET /pc/linxuan/pc/citySite: the city sub-sites. */
export const citySitesQuery = queryOptions({
  queryKey: ['news', 'citySites'],
  queryFn: () => mainApi.get<CityRef[]>('/pc/linxuan/pc/citySite', { silent: true }),
  staleTime: 10 * 60_000,
});

export function useCitySites() {
  return useQuery(citySitesQuery);
}
