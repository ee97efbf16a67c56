import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type { ListCourses } from '@shangan/shared/contracts/courses/catalogue';
import { mainApi } from '../../../lib/api';
import { nextPageParam } from '../../../lib/paging';
import { COURSES_KEY } from './course-keys';

export type CourseListFilters = QueryOf<typeof ListCourses>;

/** GET /pc/courses — a page of the catalogue for the filters; the page shows its own error. */
export function fetchCourses(query: CourseListFilters, signal?: AbortSignal) {
  return mainApi.get<DataOf<typeof ListCourses>>('/pc/courses', {
    params: query,
    silent: true,
    ...(signal ? { signal } : {}),
  });
}

export function useCourses(query: CourseListFilters) {
  return useQuery({
    queryKey: [...COURSES_KEY, 'list', query],
    queryFn: ({ signal }) => fetchCourses(query, signal),
    // A new filter keeps the previous cards on screen (dimmed) until the server answers, so
    // the grid never collapses to a skeleton and back.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The catalogue as a list that grows as it is scrolled (the mobile site), from page 1. */
export function useCoursePages(query: Omit<CourseListFilters, 'page'>) {
  return useInfiniteQuery({
    queryKey: [...COURSES_KEY, 'pages', query],
    queryFn: ({ pageParam, signal }) => fetchCourses({ ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: 30_000,
  });
}
