import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetCurrentAdviser, ListCourseAdvisers } from '@shangan/shared/contracts/vip';
import { VIP_KEY } from './vip-keys';

/** GET /pc/courseAdvisers — the list to choose from; a failed load is ignored silently. */
export function fetchCourseAdvisers() {
  return mainApi.get<DataOf<typeof ListCourseAdvisers>>('/pc/courseAdvisers', { silent: true });
}

export const courseAdvisersQuery = queryOptions({
  queryKey: [...VIP_KEY, 'advisers'],
  queryFn: fetchCourseAdvisers,
  staleTime: 10 * 60_000,
});

export function useCourseAdvisers(enabled = true) {
  return useQuery({ ...courseAdvisersQuery, enabled });
}

/** GET /pc/courseAdvisers/current — the person's own adviser, pre-selected when listed. */
export function fetchCurrentAdviser() {
  return mainApi.get<DataOf<typeof GetCurrentAdviser>>('/pc/courseAdvisers/current', {
    silent: true,
  });
}

export function useCurrentAdviser(userId: number | null) {
  return useQuery({
    queryKey: [...VIP_KEY, 'current-adviser', userId ?? 0],
    queryFn: fetchCurrentAdviser,
    enabled: userId !== null,
    staleTime: 60_000,
  });
}
