import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api';
import type { ColumnNode } from '../types';

/** GET /pc/headColumns: the column tree of header, column pages and site map. */
export const headColumnsQuery = queryOptions({
  queryKey: ['news', 'headColumns'],
  queryFn: () => mainApi.get<ColumnNode[]>('/pc/headColumns', { silent: true }),
  staleTime: 10 * 60_000,
});

export function useHeadColumns() {
  return useQuery(headColumnsQuery);
}
