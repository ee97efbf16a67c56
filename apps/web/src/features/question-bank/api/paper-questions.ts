import { learningApi } from '../../../lib/api';
import type { PracticeSession } from './types';

/** GET historyPaper/paperQuestions — start or continue the untimed practice of a paper. */
export function openPaperPractice(paperId: number): Promise<PracticeSession> {
  return learningApi.get<PracticeSession>('historyPaper/paperQuestions', { params: { paperId } });
}
