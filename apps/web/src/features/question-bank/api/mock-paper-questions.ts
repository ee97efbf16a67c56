import type { DataOf } from '@shangan/shared/contracts';
import type { OpenPaperMock } from '@shangan/shared/contracts/question-bank';
import { learningApi } from '../../../lib/api';

/** GET historyPaper/mockPaperQuestions — start or continue the timed mock of a paper. */
export function openPaperMock(paperId: number): Promise<DataOf<typeof OpenPaperMock>> {
  return learningApi.get<DataOf<typeof OpenPaperMock>>('historyPaper/mockPaperQuestions', {
    params: { paperId },
  });
}
