import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type { ListCourseHomework } from '@shangan/shared/contracts/homework';
import { mainApi } from '../../../lib/api';
import { homeworkKeys } from './keys';

export type CourseHomeworkQuery = QueryOf<typeof ListCourseHomework>;
export type CourseHomework = DataOf<typeof ListCourseHomework>;

/** GET /app/courseHomework/:id — one course's homework by lesson, with where I stand in each. */
export function fetchCourseHomework(courseId: number, query: CourseHomeworkQuery) {
  return mainApi.get<DataOf<typeof ListCourseHomework>>(`/app/courseHomework/${courseId}`, {
    params: query,
    silent: true,
  });
}

export function courseHomeworkQuery(viewer: number, courseId: number, query: CourseHomeworkQuery) {
  return queryOptions({
    queryKey: homeworkKeys.course(viewer, courseId, query),
    queryFn: () => fetchCourseHomework(courseId, query),
    enabled: viewer > 0 && courseId > 0,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useCourseHomework(viewer: number, courseId: number, query: CourseHomeworkQuery) {
  return useQuery(courseHomeworkQuery(viewer, courseId, query));
}
