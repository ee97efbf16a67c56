import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { ApplyMockExam } from '@shangan/shared/contracts/mock-exams';
import { learningApi } from '../../../lib/api';
import { MOCK_EXAMS_KEY } from './keys';

export type ApplyInput = BodyOf<typeof ApplyMockExam>;

/** POST mockExam/applyMockExam — apply, with the position and province to be ranked in. */
export function applyMockExam(input: ApplyInput): Promise<DataOf<typeof ApplyMockExam>> {
  // A refusal (window closed, unknown position …) is toasted as the server words it.
  return learningApi.post<DataOf<typeof ApplyMockExam>>('mockExam/applyMockExam', input);
}

export function useApplyMockExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyMockExam,
    // The page's buttons, the applicant counts and my contests all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MOCK_EXAMS_KEY }),
  });
}
