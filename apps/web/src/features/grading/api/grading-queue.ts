import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { learningApi } from '../../../lib/api';
import { gradingKeys } from './keys';
import type { GradingQueue, QueueFilter } from './types';

/** GET grading/queue — submitted short answers, oldest first, with per-question counts. */
export function fetchGradingQueue(filter: QueueFilter): Promise<GradingQueue> {
  return learningApi.get<GradingQueue>('grading/queue', {
    params: { ...filter },
    silent: true,
  });
}

export function useGradingQueue(filter: QueueFilter, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: gradingKeys.queue(filter),
      queryFn: () => fetchGradingQueue(filter),
      enabled,
      placeholderData: keepPreviousData,
    }),
  );
}
