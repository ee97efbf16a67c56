import { learningApi } from '../../../lib/api';
import type { ClaimedAnswer } from './types';

/**
 * POST grading/claim — locks the answer for this grader for 15 minutes and returns what is
 * needed to grade it; 409 when another grader holds it. Silent: the page explains refusals.
 */
export function claimAnswer(answerId: number): Promise<ClaimedAnswer> {
  return learningApi.post<ClaimedAnswer>('grading/claim', { answerId }, { silent: true });
}
