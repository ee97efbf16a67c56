import { learningApi } from '../../../lib/api';

export interface GradeInput {
  answerId: number;
  score: number;
  /** Rich text: the server sanitizes it. */
  checkNote: string;
}

/**
 * POST grading/grade — score and note; needs the lock. Silent: the page re-claims a lapsed
 * lock and tries once more before showing anything.
 */
export function gradeAnswer(input: GradeInput): Promise<{ status: 'graded' }> {
  return learningApi.post<{ status: 'graded' }>('grading/grade', input, { silent: true });
}
