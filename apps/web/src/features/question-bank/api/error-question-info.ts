import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListErrorEntries } from '@shangan/shared/contracts/question-bank';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';

export type ErrorEntryPage = DataOf<typeof ListErrorEntries>;
export type ErrorEntry = ErrorEntryPage['list'][number];

export interface ErrorEntryFilter {
  subjectId?: number;
  knowledgePointId?: number;
  page: number;
  size: number;
}

/** POST v2/userExerciseLog/errorQuestionInfo — the questions of the error book with keys. */
export function fetchErrorEntries(filter: ErrorEntryFilter): Promise<ErrorEntryPage> {
  return learningApi.post<DataOf<typeof ListErrorEntries>>(
    'v2/userExerciseLog/errorQuestionInfo',
    filter,
  );
}

export function useErrorEntries(filter: ErrorEntryFilter, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: qbKeys.errorEntries(filter),
      queryFn: () => fetchErrorEntries(filter),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}
