import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { SubmitBoundAnswer } from '@shangan/shared/contracts/bounded-practice';
import { learningApi } from '../../../lib/api';
import { BOUNDS_KEY } from './keys';

export interface BoundAnswer {
  setId: number;
  questionId: number;
  /** Option letters ('B', 'AC'). */
  answer: string;
  timeSpent: number;
}

/** POST boundsDifficulty/v2/submitAnswer — graded by the server; the key comes back with it. */
export function submitBoundAnswer(body: BoundAnswer): Promise<DataOf<typeof SubmitBoundAnswer>> {
  return learningApi.post<DataOf<typeof SubmitBoundAnswer>>(
    'boundsDifficulty/v2/submitAnswer',
    body,
    {
      // A refusal (already answered, a mock holding the question) is shown beside the question.
      silent: true,
    },
  );
}

/** The lists and records change with every answer; the question on screen stays until 下一题. */
export function useSubmitBoundAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitBoundAnswer,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: BOUNDS_KEY,
        predicate: (query) => query.queryKey[1] !== 'question',
      }),
  });
}
