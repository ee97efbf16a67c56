import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';
import type { ExerciseLogItem, ExerciseState, Page } from './types';

export interface RecordFilter {
  page: number;
  size: number;
  kind?: ExerciseState['kind'];
  status?: 'submitted' | 'open';
}

/** POST v2/userExerciseLog/exerciseLog — my practice records, newest first. */
export function fetchRecords(filter: RecordFilter): Promise<Page<ExerciseLogItem>> {
  return learningApi.post<Page<ExerciseLogItem>>('v2/userExerciseLog/exerciseLog', filter);
}

export function useRecords(filter: RecordFilter, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: qbKeys.records(filter),
      queryFn: () => fetchRecords(filter),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}
