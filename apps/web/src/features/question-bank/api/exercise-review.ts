import { queryOptions, useQuery } from '@tanstack/react-query';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';
import type { Review } from './types';

/**
 * POST v2/userExerciseLog/getExerciseQuestionUserAnswer — the review of a handed-in attempt:
 * report, questions with keys and analyses, my answers marked right or wrong.
 */
export function fetchExerciseReview(exerciseId: number): Promise<Review> {
  return learningApi.post<Review>('v2/userExerciseLog/getExerciseQuestionUserAnswer', {
    exerciseId,
  });
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
