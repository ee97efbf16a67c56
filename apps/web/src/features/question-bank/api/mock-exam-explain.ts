import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetMockExamExplain } from '@shangan/shared/contracts/mock-exams';
import { learningApi } from '../../../lib/api';
import { QB_KEY } from './keys';

export type MockExamExplain = DataOf<typeof GetMockExamExplain>;

/**
 * POST mockExam/getMockExamExplain — the contest around the exam screen: its stages and my
 * attempt of each, for switching between 行测 and 申论.
 */
export function fetchMockExamExplain(mockExamId: number): Promise<MockExamExplain> {
  return learningApi.post<DataOf<typeof GetMockExamExplain>>(
    'mockExam/getMockExamExplain',
    { mockExamId },
    { silent: true },
  );
}

/** `viewer`: the signed-in user's id; my attempts are part of the answer. */
export function useMockExamStages(mockExamId: number, viewer: number, enabled: boolean) {
  return useQuery({
    queryKey: [...QB_KEY, 'mockExam', mockExamId, viewer],
    queryFn: () => fetchMockExamExplain(mockExamId),
    enabled: enabled && mockExamId > 0,
    staleTime: 0,
  });
}
