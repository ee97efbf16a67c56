import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';
import type { Page, Question } from './types';

export interface ErrorEntry {
  questionId: number;
  wrongCount: number;
  rightStreak: number;
  lastAnswer: string;
  lastWrongAt: string;
  question: Question;
}

export interface ErrorEntryFilter {
  knowledgePointId?: number;
  page: number;
  size: number;
}

/** POST v2/userExerciseLog/errorQuestionInfo — the questions of the error book with keys. */
export function fetchErrorEntries(filter: ErrorEntryFilter): Promise<Page<ErrorEntry>> {
  return learningApi.post<Page<ErrorEntry>>('v2/userExerciseLog/errorQuestionInfo', filter);
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
