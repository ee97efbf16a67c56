import { ApiCode } from '@shangan/shared';
import { ApiError } from '../../lib/api-error.ts';
import type { HomeworkContext } from './context.ts';
import { findSubmissionById, takeEvaluation } from './homework.repository.ts';
import { HW_MSG } from './messages.ts';

/** The learner rates the teacher's correction of their homework, once. */
export async function evaluateCorrection(
  ctx: HomeworkContext,
  userId: number,
  input: { submissionId: number; rating: number; content?: string },
) {
  const submission = await findSubmissionById(ctx.db, input.submissionId);
  // Another learner's submission is as unknown as a missing one.
  if (!submission || submission.user_id !== userId) {
    throw new ApiError(ApiCode.NOT_FOUND, HW_MSG.submissionNotFound);
  }
  if (submission.state !== 'corrected')
    throw new ApiError(ApiCode.BAD_REQUEST, HW_MSG.notCorrected);
  if (submission.rating !== null) throw new ApiError(ApiCode.BAD_REQUEST, HW_MSG.alreadyEvaluated);
  // Plain text, shown as text: nothing in it is markup to strip.
  const content = (input.content ?? '').trim();
  const at = new Date().toISOString();
  const taken = await takeEvaluation(ctx.db, submission.id, {
    rating: input.rating,
    content,
    now: at,
  });
  if (!taken) throw new ApiError(ApiCode.BAD_REQUEST, HW_MSG.alreadyEvaluated);
  return { rating: input.rating, content, at };
}
