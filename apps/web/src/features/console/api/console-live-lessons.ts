import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListConsoleLiveLessons } from '@shangan/shared/contracts/console/live';
import { mainApi } from '../../../lib/api';
import { consoleKey } from './console-keys';

/** Every course's live lessons live under this key, beside the courses' own (console-courses). */
export const LIVE_LESSONS_KEY = consoleKey('liveLessons');

export function liveLessonsKey(courseId: number) {
  return [...LIVE_LESSONS_KEY, courseId] as const;
}

/**
 * GET /console/live/lessons — a course's live lessons with their sessions: time, length,
 * teacher, state, and what goes into OBS.
 */
export function fetchConsoleLiveLessons(courseId: number) {
  return mainApi.get<DataOf<typeof ListConsoleLiveLessons>>('/console/live/lessons', {
    params: { courseId },
    silent: true,
  });
}

/** The course's live lessons; nothing is asked while the outline has none (`enabled`). */
export function useConsoleLiveLessons(courseId: number, enabled: boolean) {
  return useQuery({
    queryKey: liveLessonsKey(courseId),
    queryFn: () => fetchConsoleLiveLessons(courseId),
    enabled,
  });
}
