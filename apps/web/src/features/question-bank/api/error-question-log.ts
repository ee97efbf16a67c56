import { queryOptions, useQuery } from '@tanstack/react-query';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';

export interface ErrorGroup {
  knowledgePointId: number;
  name: string;
  subjectId: number;
  subjectName: string;
  count: number;
  lastWrongAt: string;
}

export interface ErrorBook {
  total: number;
  masteredCount: number;
  /** Right answers in a row that take a question out of the book. */
  removeStreak: number;
  groups: ErrorGroup[];
}

/** POST v2/userExerciseLog/errorQuestionLog — the error book grouped by knowledge point. */
export function fetchErrorBook(): Promise<ErrorBook> {
  return learningApi.post<ErrorBook>('v2/userExerciseLog/errorQuestionLog', {});
}

export function useErrorBook(enabled = true) {
  return useQuery(queryOptions({ queryKey: qbKeys.errorGroups, queryFn: fetchErrorBook, enabled }));
}
