import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetGradingQueue } from '@shangan/shared/contracts/short-answer';
import { learningApi } from '../../../lib/api';
import type { QueueFilter } from '../types';
import { gradingKeys } from './keys';

/** GET grading/queue — submitted short answers, oldest first, with per-question counts. */
export function fetchGradingQueue(filter: QueueFilter) {
  return learningApi.get<DataOf<typeof GetGradingQueue>>('grading/queue', {
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
