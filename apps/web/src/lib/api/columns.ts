import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetHeadColumns } from '@shangan/shared/contracts/columns';
import type { ListCitySites } from '@shangan/shared/contracts/news/portal';
import { mainApi } from './main-api';

export type { ColumnNode, ColumnRef } from '@shangan/shared/contracts/columns';
export type { CityRef } from '@shangan/shared/contracts/news/articles';

/** GET /pc/headColumns: the column tree of header, column pages and site map. */
export const headColumnsQuery = queryOptions({
  queryKey: ['news', 'headColumns'],
  queryFn: () => mainApi.get<DataOf<typeof GetHeadColumns>>('/pc/headColumns', { silent: true }),
  staleTime: 10 * 60_000,
});

export function useHeadColumns() {
  return useQuery(headColumnsQuery);
}

/** GET /pc/linxuan/pc/citySite: the city sub-sites. */
export const citySitesQuery = queryOptions({
  queryKey: ['news', 'citySites'],
  queryFn: () =>
    mainApi.get<DataOf<typeof ListCitySites>>('/pc/linxuan/pc/citySite', { silent: true }),
  staleTime: 10 * 60_000,
});

export function useCitySites() {
  return useQuery(citySitesQuery);
}
