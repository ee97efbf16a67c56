import type { DataOf } from '@shangan/shared/contracts';
import type { CheckHandIn } from '@shangan/shared/contracts/question-bank';
import { learningApi } from '../../../lib/api';

export type HandInCheck = DataOf<typeof CheckHandIn>;

/** POST v2/catalogue/getCatalogueQuestionHandInCheck — what is still unanswered. */
export function checkHandIn(exerciseId: number): Promise<HandInCheck> {
  return learningApi.post<DataOf<typeof CheckHandIn>>(
    'v2/catalogue/getCatalogueQuestionHandInCheck',
    {
      exerciseId,
    },
  );
}
