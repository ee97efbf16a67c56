import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetLiveSessionOfLesson } from '@shangan/shared/contracts/live';
import { mainApi } from '../../../lib/api';
import { LIVE_KEY } from './keys';

/**
 * GET /pc/live/lessons/:id — the session broadcasting a live lesson: the course outline and the
 * lesson player know lessons, the room and the playback sessions.
 */
export function useSessionOfLesson(lessonId: number | null) {
  return useQuery({
    queryKey: [...LIVE_KEY, 'lesson', lessonId],
    queryFn: () =>
      mainApi.get<DataOf<typeof GetLiveSessionOfLesson>>(`/pc/live/lessons/${lessonId}`, {
        silent: true,
      }),
    enabled: lessonId !== null,
    staleTime: Infinity,
  });
}
