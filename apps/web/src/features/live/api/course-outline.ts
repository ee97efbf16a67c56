import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetCourse } from '@shangan/shared/contracts/courses/catalogue';
import { mainApi } from '../../../lib/api';
import { liveKeys } from './keys';

export type CourseWithOutline = DataOf<typeof GetCourse>;
export type { Chapter, Lesson } from '@shangan/shared/contracts/courses/catalogue';

/** GET /pc/courses/:id — the course of a playback, for its chapter list beside the recording. */
export function fetchCourseOutline(courseId: number) {
  return mainApi.get<DataOf<typeof GetCourse>>(`/pc/courses/${courseId}`, { silent: true });
}

export function courseOutlineQuery(viewer: number, courseId: number) {
  return queryOptions({
    queryKey: liveKeys.course(viewer, courseId),
    queryFn: () => fetchCourseOutline(courseId),
    enabled: courseId > 0,
    staleTime: 60_000,
  });
}

export function useCourseOutline(viewer: number, courseId: number) {
  return useQuery(courseOutlineQuery(viewer, courseId));
}
