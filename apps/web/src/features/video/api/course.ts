import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type {
  GetCourse,
  ListCourses,
  ListPublicClasses,
} from '@shangan/shared/contracts/courses/catalogue';
import { mainApi } from '../../../lib/api';
import { nextPageParam } from '../../../lib/paging';

export type {
  Chapter,
  CourseCard,
  CourseDetail,
  Lesson,
} from '@shangan/shared/contracts/courses/catalogue';

export const VIDEO_KEY = ['video'] as const;

/** The course with its outline as the viewer may use it (access, trial seconds, progress). */
export const courseKey = (courseId: number) => [...VIDEO_KEY, 'course', courseId] as const;

/** GET /pc/courses/:id — silent: the player page shows its own error state. */
export function useCourse(courseId: number | null) {
  return useQuery({
    queryKey: courseKey(courseId ?? 0),
    queryFn: () =>
      mainApi.get<DataOf<typeof GetCourse>>(`/pc/courses/${courseId ?? 0}`, { silent: true }),
    enabled: courseId !== null,
  });
}

export type CourseListParams = QueryOf<typeof ListCourses>;

/** GET /pc/courses — one page of the catalogue with the given filters. */
export function useCourseList(params: CourseListParams) {
  return useQuery({
    queryKey: [...VIDEO_KEY, 'courses', params],
    queryFn: () =>
      mainApi.get<DataOf<typeof ListCourses>>('/pc/courses', {
        params: { ...params },
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The catalogue as a list that grows as it is scrolled (the mobile site), from page 1. */
export function useCoursePages(params: Omit<CourseListParams, 'page'>) {
  return useInfiniteQuery({
    queryKey: [...VIDEO_KEY, 'course-pages', params],
    queryFn: ({ pageParam }) =>
      mainApi.get<DataOf<typeof ListCourses>>('/pc/courses', {
        params: { ...params, page: pageParam },
        silent: true,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

export type PublicClassParams = QueryOf<typeof ListPublicClasses>;

/** GET /pc/publicClasses — the free open classes, newest first. */
export function usePublicClasses(params: PublicClassParams) {
  return useQuery({
    queryKey: [...VIDEO_KEY, 'publicClasses', params],
    queryFn: () =>
      mainApi.get<DataOf<typeof ListPublicClasses>>('/pc/publicClasses', {
        params: { ...params },
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}
