import { useMutation } from '@tanstack/react-query';
import { learningApi } from '../../../lib/api';
import type { PracticeSession } from './types';

export interface ErrorPracticeInput {
  subjectId?: number;
  knowledgePointId?: number;
  count?: number;
}

/** POST v2/userExerciseLog/errorQuestionPractice — practise a batch of the error book again. */
export function startErrorPractice(input: ErrorPracticeInput): Promise<PracticeSession> {
  return learningApi.post<PracticeSession>('v2/userExerciseLog/errorQuestionPractice', input);
}

export function useStartErrorPractice() {
  return useMutation({ mutationFn: startErrorPractice });
}
