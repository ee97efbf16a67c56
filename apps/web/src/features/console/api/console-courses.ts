import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type {
  ConsoleCourseDetail,
  ConsoleCourseOptions,
  GetConsoleCourse,
  ListConsoleCourses,
} from '@shangan/shared/contracts/console/courses';
import { mainApi } from '../../../lib/api';
import { consoleKey } from './console-keys';

export type ConsoleCoursesQuery = QueryOf<typeof ListConsoleCourses>;
export type CourseOptions = DataOf<typeof ConsoleCourseOptions>;

/** Every course query lives under this key: the lists, each course and the teachers. */
export const COURSES_KEY = consoleKey('courses');

export function courseDetailKey(id: number) {
  return [...COURSES_KEY, 'detail', id] as const;
}

/** How often a course is read again while one of its videos is queued or being packaged. */
export const VIDEO_POLL_MS = 2_000;

/** Whether a lesson's video is still on its way (queued or packaging), so worth asking again. */
export function videosMoving(course: ConsoleCourseDetail | undefined): boolean {
  return Boolean(
    course?.chapters.some((chapter) =>
      chapter.lessons.some(
        (lesson) => lesson.video.state === 'waiting' || lesson.video.state === 'processing',
      ),
    ),
  );
}

/** GET /console/courses — one page of courses found by title and state, newest change first. */
export function fetchConsoleCourses(query: ConsoleCoursesQuery) {
  return mainApi.get<DataOf<typeof ListConsoleCourses>>('/console/courses', {
    params: query,
    silent: true,
  });
}

export function useConsoleCourses(query: ConsoleCoursesQuery) {
  return useQuery({
    queryKey: [...COURSES_KEY, 'list', query],
    queryFn: () => fetchConsoleCourses(query),
    placeholderData: keepPreviousData,
  });
}

/** GET /console/courses/options — the teachers a course may name. */
export function fetchConsoleCourseOptions() {
  return mainApi.get<DataOf<typeof ConsoleCourseOptions>>('/console/courses/options', {
    silent: true,
  });
}

export function useConsoleCourseOptions() {
  return useQuery({ queryKey: [...COURSES_KEY, 'options'], queryFn: fetchConsoleCourseOptions });
}

/** GET /console/courses/detail — a course's fields, chapters, lessons and their videos. */
export function fetchConsoleCourse(id: number) {
  return mainApi.get<DataOf<typeof GetConsoleCourse>>('/console/courses/detail', {
    params: { id },
    silent: true,
  });
}

/**
 * The course being edited; nothing is asked for a new one. While a video is queued or being
 * packaged it is read every two seconds, so 排队中 moves to 转码中 n% and then 已就绪 by itself.
 * The form keeps its own copy (it reads the course once, when it opens), so these reads never
 * undo what is being typed.
 */
export function useConsoleCourse(id: number | null) {
  return useQuery({
    queryKey: courseDetailKey(id ?? 0),
    queryFn: () => fetchConsoleCourse(id!),
    enabled: id !== null,
    refetchInterval: (query) => (videosMoving(query.state.data) ? VIDEO_POLL_MS : false),
  });
}
