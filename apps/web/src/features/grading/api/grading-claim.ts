import type { DataOf } from '@shangan/shared/contracts';
import type { ClaimAnswer } from '@shangan/shared/contracts/short-answer';
import { learningApi } from '../../../lib/api';

/**
 * POST grading/claim — locks the answer for this grader for 15 minutes and returns what is
 * needed to grade it; 409 when another grader holds it. Silent: the page explains refusals.
 */
export function claimAnswer(answerId: number) {
  return learningApi.post<DataOf<typeof ClaimAnswer>>(
    'grading/claim',
    { answerId },
    { silent: true },
  );
}
