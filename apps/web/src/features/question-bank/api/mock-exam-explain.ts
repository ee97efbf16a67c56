import { useQuery } from '@tanstack/react-query';
import { postMockExamExplain } from '../../../lib/api/mock-exams';
import { QB_KEY } from './keys';

export type { MockExamExplain } from '../../../lib/api/mock-exams';

/**
 * The contest around the exam screen: its stages and my attempt of each, for switching
 * between 行测 and 申论. `viewer`: the signed-in user's id; my attempts are part of the answer.
 */
export function useMockExamStages(mockExamId: number, viewer: number, enabled: boolean) {
  return useQuery({
    queryKey: [...QB_KEY, 'mockExam', mockExamId, viewer],
    queryFn: () => postMockExamExplain(mockExamId),
    enabled: enabled && mockExamId > 0,
    staleTime: 0,
  });
}
