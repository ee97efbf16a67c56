import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { GradeAnswer } from '@shangan/shared/contracts/short-answer';
import { learningApi } from '../../../lib/api';

/**
 * POST grading/grade — score and note (rich text: the server sanitizes it); needs the lock.
 * Silent: the page re-claims a lapsed lock and tries once more before showing anything.
 */
export function gradeAnswer(input: BodyOf<typeof GradeAnswer>) {
  return learningApi.post<DataOf<typeof GradeAnswer>>('grading/grade', input, { silent: true });
}
