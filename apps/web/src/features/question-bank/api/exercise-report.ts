import { queryOptions, useQuery } from '@tanstack/react-query';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';
import type { Report } from './types';

/** POST v2/userExerciseLog/exerciseReport — the report of a handed-in attempt. */
export function fetchExerciseReport(exerciseId: number): Promise<Report> {
  return learningApi.post<Report>('v2/userExerciseLog/exerciseReport', { exerciseId });
}

export function useExerciseReport(exerciseId: number) {
  return useQuery(
    queryOptions({
      queryKey: qbKeys.report(exerciseId),
      queryFn: () => fetchExerciseReport(exerciseId),
      enabled: exerciseId > 0,
    }),
  );
}
