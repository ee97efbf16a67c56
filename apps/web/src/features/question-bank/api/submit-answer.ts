import { learningApi } from '../../../lib/api';
import type { AnswerInput, ExerciseState, SubmitAction, SubmitResult } from './types';

export interface SubmitInput {
  exerciseId: number;
  answers: AnswerInput[];
  action: SubmitAction;
  currentIndex?: number;
}

/**
 * Saves answers as they are given, pauses or hands in: catalogue and error-book practice post
 * to v2/catalogue/submitAnswer, papers to historyPaper/submitAnswer. Silent: the practice
 * screen reports a failed save itself and retries.
 */
export function submitAnswers(
  kind: ExerciseState['kind'],
  input: SubmitInput,
): Promise<SubmitResult> {
  const path =
    kind === 'paper' || kind === 'mock' ? 'historyPaper/submitAnswer' : 'v2/catalogue/submitAnswer';
  return learningApi.post<SubmitResult>(path, input, { silent: input.action === 'save' });
}
