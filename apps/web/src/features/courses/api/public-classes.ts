import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type { ListPublicClasses } from '@shangan/shared/contracts/courses/catalogue';
import { mainApi } from '../../../lib/api';
import { viewerKey } from './course-keys';

export type PublicClassQuery = QueryOf<typeof ListPublicClasses>;

/** GET /pc/publicClasses — the open classes, newest first, by exam and subject. */
export function fetchPublicClasses(query: PublicClassQuery) {
  return mainApi.get<DataOf<typeof ListPublicClasses>>('/pc/publicClasses', {
    params: query,
    silent: true,
  });
}

export function usePublicClasses(query: PublicClassQuery, userId: number | null) {
  return useQuery({
    queryKey: viewerKey(userId, 'public-classes', query),
    queryFn: () => fetchPublicClasses(query),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
