import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetCorrectionQueue } from '@shangan/shared/contracts/homework';
import { mainApi } from '../../../lib/api';
import type { HomeworkQueueQuery } from '../types';
import { gradingKeys } from './keys';

export type HomeworkQueue = DataOf<typeof GetCorrectionQueue>;

/**
 * GET /app/homeworkCorrections — submissions of the courses I teach, oldest first, with the
 * number waiting and the course/lesson filter choices. Silent: the tab shows its own error.
 */
export function fetchHomeworkQueue(query: HomeworkQueueQuery, signal?: AbortSignal) {
  return mainApi.get<DataOf<typeof GetCorrectionQueue>>('/app/homeworkCorrections', {
    params: { ...query },
    silent: true,
    ...(signal ? { signal } : {}),
  });
}

export function useHomeworkQueue(query: HomeworkQueueQuery, enabled: boolean) {
  return useQuery({
    queryKey: gradingKeys.homeworkQueue(query),
    queryFn: ({ signal }) => fetchHomeworkQueue(query, signal),
    enabled,
    // Other filters keep the rows on screen (dimmed) until the server answers.
    placeholderData: keepPreviousData,
    // New hand-ins come in all the time: the queue is asked again whenever it is shown.
    staleTime: 0,
  });
}
