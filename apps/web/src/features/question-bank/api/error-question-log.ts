import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetErrorBook } from '@shangan/shared/contracts/question-bank';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';

export type ErrorBook = DataOf<typeof GetErrorBook>;
export type ErrorGroup = ErrorBook['groups'][number];

/** POST v2/userExerciseLog/errorQuestionLog — the error book grouped by knowledge point. */
export function fetchErrorBook(): Promise<ErrorBook> {
  return learningApi.post<DataOf<typeof GetErrorBook>>('v2/userExerciseLog/errorQuestionLog', {});
}

export function useErrorBook(enabled = true) {
  return useQuery(queryOptions({ queryKey: qbKeys.errorGroups, queryFn: fetchErrorBook, enabled }));
}
