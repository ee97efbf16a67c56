import { queryOptions, useQuery } from '@tanstack/react-query';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';
import type { PracticeTotals } from './types';

/** POST v2/userExerciseLog/exerciseTotalLog — my practice in numbers. */
export function fetchPracticeTotals(): Promise<PracticeTotals> {
  return learningApi.post<PracticeTotals>('v2/userExerciseLog/exerciseTotalLog', {});
}

export function usePracticeTotals(enabled = true) {
  return useQuery(queryOptions({ queryKey: qbKeys.totals, queryFn: fetchPracticeTotals, enabled }));
}
