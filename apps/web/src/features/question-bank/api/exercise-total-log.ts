import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetPracticeTotals } from '@shangan/shared/contracts/question-bank';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';

/** POST v2/userExerciseLog/exerciseTotalLog — my practice in numbers. */
export function fetchPracticeTotals(): Promise<DataOf<typeof GetPracticeTotals>> {
  return learningApi.post<DataOf<typeof GetPracticeTotals>>(
    'v2/userExerciseLog/exerciseTotalLog',
    {},
  );
}

export function usePracticeTotals(enabled = true) {
  return useQuery(queryOptions({ queryKey: qbKeys.totals, queryFn: fetchPracticeTotals, enabled }));
}
