import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetMockExamResult } from '@shangan/shared/contracts/mock-exams';
import { learningApi } from '../../../lib/api';
import { resultPollInterval } from '../lib/results-wait';
import { mockExamKeys } from './keys';

export type MockExamResult = DataOf<typeof GetMockExamResult>;
export type ContestResult = NonNullable<MockExamResult['result']>;

/**
 * POST mockExam/getMockExamExercise — my result: my contest attempt, or one of my practice
 * attempts (exerciseId). Before results are out only my hand-in state and why there is none.
 */
export function fetchMockExamResult(mockExamId: number, exerciseId: number) {
  return learningApi.post<DataOf<typeof GetMockExamResult>>(
    'mockExam/getMockExamExercise',
    { mockExamId, ...(exerciseId > 0 ? { exerciseId } : {}) },
    { silent: true },
  );
}

export function useMockExamResult(
  mockExamId: number,
  exerciseId: number,
  viewer: number,
  enabled = true,
  /** The contest page knows the contest is over: ask until the results are out. */
  contestEnded = false,
) {
  return useQuery({
    queryKey: mockExamKeys.result(mockExamId, exerciseId, viewer),
    queryFn: () => fetchMockExamResult(mockExamId, exerciseId),
    enabled: enabled && mockExamId > 0 && viewer > 0,
    refetchInterval: (query) => resultPollInterval(query.state.data, contestEnded),
  });
}
