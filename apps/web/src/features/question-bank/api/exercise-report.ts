import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetExerciseReport } from '@shangan/shared/contracts/question-bank';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';

/** POST v2/userExerciseLog/exerciseReport — the report of a handed-in attempt. */
export function fetchExerciseReport(exerciseId: number): Promise<DataOf<typeof GetExerciseReport>> {
  return learningApi.post<DataOf<typeof GetExerciseReport>>('v2/userExerciseLog/exerciseReport', {
    exerciseId,
  });
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
