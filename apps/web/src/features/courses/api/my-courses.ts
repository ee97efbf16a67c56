import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type { GetMyCourse, ListMyCourses } from '@shangan/shared/contracts/courses/my-courses';
import { mainApi } from '../../../lib/api';
import { nextPageParam } from '../../../lib/paging';
import { viewerKey } from './course-keys';

export type MyCoursesQuery = QueryOf<typeof ListMyCourses>;
export type MyCoursesPage = DataOf<typeof ListMyCourses>;
export type MyCourseDetail = DataOf<typeof GetMyCourse>;

/** GET /pc/myCourses — what the learner holds, last studied first, with study statistics. */
export function fetchMyCourses(query: MyCoursesQuery) {
  return mainApi.get<DataOf<typeof ListMyCourses>>('/pc/myCourses', {
    params: query,
    silent: true,
  });
}

export function useMyCourses(userId: number | null, query: MyCoursesQuery) {
  return useQuery({
    queryKey: viewerKey(userId, 'my-courses', query),
    queryFn: () => fetchMyCourses(query),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** My courses as a list that grows as it is scrolled (the mobile site), from page 1. */
export function useMyCoursePages(userId: number | null, query: Omit<MyCoursesQuery, 'page'>) {
  return useInfiniteQuery({
    queryKey: viewerKey(userId, 'my-course-pages', query),
    queryFn: ({ pageParam }) => fetchMyCourses({ ...query, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: userId !== null,
    staleTime: 15_000,
  });
}

/** GET /pc/myCourses/{id} — one held course: statistics and the outline with progress. */
export function fetchMyCourse(id: number) {
  return mainApi.get<DataOf<typeof GetMyCourse>>(`/pc/myCourses/${id}`, { silent: true });
}

export function useMyCourse(userId: number | null, id: number | null) {
  return useQuery({
    queryKey: viewerKey(userId, 'my-course', id ?? 0),
    queryFn: () => fetchMyCourse(id ?? 0),
    enabled: userId !== null && id !== null,
    staleTime: 15_000,
  });
}
