import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetCourseFilters } from '@shangan/shared/contracts/courses/catalogue';
import { mainApi } from '../../../lib/api';
import { COURSES_KEY } from './course-keys';

/** GET /pc/courses/filters — kinds, exams, subjects and prices with the courses on sale of each. */
export function fetchCourseFilters() {
  return mainApi.get<DataOf<typeof GetCourseFilters>>('/pc/courses/filters', { silent: true });
}

export function useCourseFilters() {
  return useQuery({
    queryKey: [...COURSES_KEY, 'filters'],
    queryFn: fetchCourseFilters,
    staleTime: 5 * 60_000,
  });
}
