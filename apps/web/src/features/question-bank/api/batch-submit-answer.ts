import { learningApi } from '../../../lib/api';
import type { AnswerValue, SubmitResult } from './types';

export interface BatchSubmitInput {
  /** The attempt. */
  businessId: number;
  /** The composite question whose sub-questions are answered. */
  questionId: number;
  webAnswerDTOList: Array<{
    questionId: number;
    answer: AnswerValue;
    url: string[];
    timeSpent?: number;
  }>;
  currentIndex?: number;
}

/** POST historyPaper/batchSubmitAnswer — every sub-question of one material question at once. */
export function batchSubmitAnswers(input: BatchSubmitInput): Promise<SubmitResult> {
  return learningApi.post<SubmitResult>(
    'historyPaper/batchSubmitAnswer',
    { ...input, questionClassified: 1 },
    { silent: true },
  );
}
