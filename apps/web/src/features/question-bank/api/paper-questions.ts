import type { DataOf } from '@shangan/shared/contracts';
import type { OpenPaperPractice } from '@shangan/shared/contracts/question-bank';
import { learningApi } from '../../../lib/api';

/** GET historyPaper/paperQuestions — start or continue the untimed practice of a paper. */
export function openPaperPractice(paperId: number): Promise<DataOf<typeof OpenPaperPractice>> {
  return learningApi.get<DataOf<typeof OpenPaperPractice>>('historyPaper/paperQuestions', {
    params: { paperId },
  });
}
