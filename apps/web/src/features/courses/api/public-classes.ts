import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type { ListPublicClasses } from '@shangan/shared/contracts/courses/catalogue';
import { mainApi } from '../../../lib/api';
import { nextPageParam } from '../../../lib/paging';
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

/** The open classes as a list that grows as it is scrolled (the mobile site), from page 1. */
export function usePublicClassPages(query: Omit<PublicClassQuery, 'page'>, userId: number | null) {
  return useInfiniteQuery({
    queryKey: viewerKey(userId, 'public-class-pages', query),
    queryFn: ({ pageParam }) => fetchPublicClasses({ ...query, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: 30_000,
  });
}
