import { useMutation } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { StartErrorPractice } from '@shangan/shared/contracts/question-bank';
import { learningApi } from '../../../lib/api';

/** POST v2/userExerciseLog/errorQuestionPractice — practise a batch of the error book again. */
export function startErrorPractice(
  input: BodyOf<typeof StartErrorPractice>,
): Promise<DataOf<typeof StartErrorPractice>> {
  return learningApi.post<DataOf<typeof StartErrorPractice>>(
    'v2/userExerciseLog/errorQuestionPractice',
    input,
  );
}

export function useStartErrorPractice() {
  return useMutation({ mutationFn: startErrorPractice });
}
