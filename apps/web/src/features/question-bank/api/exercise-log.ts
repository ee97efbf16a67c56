import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ExerciseKind, ListExerciseLog } from '@shangan/shared/contracts/question-bank';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';

export interface RecordFilter {
  page: number;
  size: number;
  kind?: ExerciseKind;
  status?: 'submitted' | 'open';
}

/** POST v2/userExerciseLog/exerciseLog — my practice records, newest first. */
export function fetchRecords(filter: RecordFilter): Promise<DataOf<typeof ListExerciseLog>> {
  return learningApi.post<DataOf<typeof ListExerciseLog>>('v2/userExerciseLog/exerciseLog', filter);
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
