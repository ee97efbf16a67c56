import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type { ListPositions } from '@shangan/shared/contracts/enlistment';
import { mainApi } from '../../../lib/api';
import { mockExamKeys } from './keys';

export type PositionQuery = QueryOf<typeof ListPositions>;
export type PositionRow = DataOf<typeof ListPositions>['list'][number];

/** GET /app/enlist/positions — a page of an exam's position table, searched by keyword. */
export function fetchPositions(query: PositionQuery) {
  return mainApi.get<DataOf<typeof ListPositions>>('/app/enlist/positions', {
    params: query,
    silent: true,
  });
}

export function usePositions(query: PositionQuery | null) {
  return useQuery({
    queryKey: mockExamKeys.positions(query ?? {}),
    queryFn: () => fetchPositions(query!),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
