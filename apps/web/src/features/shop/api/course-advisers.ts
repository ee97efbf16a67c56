import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetCurrentAdviser, ListCourseAdvisers } from '@shangan/shared/contracts/vip';
import { mainApi } from '../../../lib/api';
import { mineKey, SHOP_KEY } from './shop-keys';

/** GET /pc/courseAdvisers — the advisers to choose from; a failed load leaves the list empty. */
export function fetchCourseAdvisers() {
  return mainApi.get<DataOf<typeof ListCourseAdvisers>>('/pc/courseAdvisers', { silent: true });
}

export function useCourseAdvisers(enabled = true) {
  return useQuery({
    queryKey: [...SHOP_KEY, 'advisers'],
    queryFn: fetchCourseAdvisers,
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** GET /pc/courseAdvisers/current — the person's own adviser, kept unless they choose another. */
export function fetchCurrentAdviser() {
  return mainApi.get<DataOf<typeof GetCurrentAdviser>>('/pc/courseAdvisers/current', {
    silent: true,
  });
}

export function useCurrentAdviser(userId: number | null) {
  return useQuery({
    queryKey: mineKey(userId, 'current-adviser'),
    queryFn: fetchCurrentAdviser,
    enabled: userId !== null,
    staleTime: 60_000,
  });
}
