import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api';

interface ColumnRef {
  id: number;
  title: string;
  columnDir: string;
}

/** GET /pc/headColumns (same key as the header's, so it is fetched once). */
const columnsQuery = queryOptions({
  queryKey: ['news', 'headColumns'],
  queryFn: () =>
    mainApi.get<Array<ColumnRef & { child: ColumnRef[] }>>('/pc/headColumns', { silent: true }),
  staleTime: 10 * 60_000,
});

/** GET /pc/linxuan/pc/citySite. */
const citiesQuery = queryOptions({
  queryKey: ['news', 'citySites'],
  queryFn: () =>
    mainApi.get<Array<{ cityId: number; name: string; province: string; dir: string }>>(
      '/pc/linxuan/pc/citySite',
      { silent: true },
    ),
  staleTime: 10 * 60_000,
});

export function useSiteColumns() {
  return useQuery(columnsQuery);
}

export function useSiteCities() {
  return useQuery(citiesQuery);
}
