import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from './main-api';

export interface ColumnRef {
  id: number;
  title: string;
  columnDir: string;
}

/** A top column and its children: id, title, columnDir, child[]. */
export interface ColumnNode extends ColumnRef {
  /** Header picture of the column page; '' when the column has none. */
  image: string;
  child: ColumnRef[];
}

export interface CityRef {
  cityId: number;
  name: string;
  province: string;
  dir: string;
}

/** GET /pc/headColumns: the column tree of header, column pages and site map. */
export const headColumnsQuery = queryOptions({
  queryKey: ['news', 'headColumns'],
  queryFn: () => mainApi.get<ColumnNode[]>('/pc/headColumns', { silent: true }),
  staleTime: 10 * 60_000,
});

export function useHeadColumns() {
  return useQuery(headColumnsQuery);
}

/** GET /pc/linxuan/pc/citySite: the city sub-sites. */
export const citySitesQuery = queryOptions({
  queryKey: ['news', 'citySites'],
  queryFn: () => mainApi.get<CityRef[]>('/pc/linxuan/pc/citySite', { silent: true }),
  staleTime: 10 * 60_000,
});

export function useCitySites() {
  return useQuery(citySitesQuery);
}
