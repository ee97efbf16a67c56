import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetExerciseReview } from '@shangan/shared/contracts/question-bank';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';

/**
 * POST v2/userExerciseLog/getExerciseQuestionUserAnswer — the review of a handed-in attempt:
 * report, questions with keys and analyses, my answers marked right or wrong.
 */
export function fetchExerciseReview(exerciseId: number): Promise<DataOf<typeof GetExerciseReview>> {
  return learningApi.post<DataOf<typeof GetExerciseReview>>(
    'v2/userExerciseLog/getExerciseQuestionUserAnswer',
    { exerciseId },
  );
}

export function useExerciseReview(exerciseId: number) {
  return useQuery(
    queryOptions({
      queryKey: qbKeys.review(exerciseId),
      queryFn: () => fetchExerciseReview(exerciseId),
      enabled: exerciseId > 0,
    }),
  );
}
