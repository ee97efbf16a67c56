/**
 * GET /pc/live/lessons/:id — the live session broadcasting a course lesson of kind `live`. The
 * course outlines and lesson players know lessons, the live room and its playback know
 * sessions; both the live feature and the mobile lesson player ask this.
 */
import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetLiveSessionOfLesson } from '@shangan/shared/contracts/live';
import { mainApi } from './main-api';

export function fetchSessionOfLesson(lessonId: number) {
  return mainApi.get<DataOf<typeof GetLiveSessionOfLesson>>(`/pc/live/lessons/${lessonId}`, {
    silent: true,
  });
}

/** Lives under the live feature's key, so its refreshes reach this answer too. */
export function useSessionOfLesson(lessonId: number | null) {
  return useQuery({
    queryKey: ['live', 'lesson', lessonId],
    queryFn: () => fetchSessionOfLesson(lessonId ?? 0),
    enabled: lessonId !== null,
    staleTime: Infinity,
  });
}
