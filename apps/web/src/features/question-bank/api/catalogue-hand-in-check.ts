import { learningApi } from '../../../lib/api';

export interface HandInCheck {
  exerciseId: number;
  status: string;
  questionCount: number;
  answeredCount: number;
  unansweredIds: number[];
  remainingSeconds: number | null;
  /** The confirmation sentence, e.g. 还有3道题未作答，确定要交卷吗？ */
  tip: string;
}

/** POST v2/catalogue/getCatalogueQuestionHandInCheck — what is still unanswered. */
export function checkHandIn(exerciseId: number): Promise<HandInCheck> {
  return learningApi.post<HandInCheck>('v2/catalogue/getCatalogueQuestionHandInCheck', {
    exerciseId,
  });
}
