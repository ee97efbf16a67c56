import { learningApi } from '../../../lib/api';
import type { PracticeSession } from './types';

/** GET historyPaper/mockPaperQuestions — start or continue the timed mock of a paper. */
export function openPaperMock(paperId: number): Promise<PracticeSession> {
  return learningApi.get<PracticeSession>('historyPaper/mockPaperQuestions', {
    params: { paperId },
  });
}
