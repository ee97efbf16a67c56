import { ApiCode } from '@shangan/shared';
import { ApiError } from '../../lib/api-error.ts';
import type { ShortAnswerContext } from './context.ts';
import { gradingView } from './grading-view.ts';
import { gradeFinalMessage, SA_MSG } from './messages.ts';
import { findAnswerById, reviseGradeRow, type AnswerRow } from './short-answer.repository.ts';

/**
 * Changing a grade after it was given. A grader mistypes a score or thinks better of a note, so
 * the grade stays open to the grader who gave it for GRADE_REVISE_HOURS from the first
 * grading (re-grading does not extend it); to anyone else, and after that, it is final.
 */

/** Until when the grade may be changed, or null when it may not be (any more). */
export function reviseUntil(
  ctx: ShortAnswerContext,
  answer: Pick<AnswerRow, 'status' | 'graded_at'>,
  now = Date.now(),
): string | null {
  const hours = ctx.config.shortAnswer.gradeReviseHours;
  if (answer.status !== 'graded' || !answer.graded_at || hours <= 0) return null;
  const until = Date.parse(answer.graded_at) + hours * 3_600_000;
  return until > now ? new Date(until).toISOString() : null;
}

/** A graded answer as its grader sees it to change the grade: read-only once it is final. */
export async function gradedAnswer(ctx: ShortAnswerContext, graderId: number, answerId: number) {
  const answer = await findAnswerById(ctx.db, answerId);
  if (!answer) throw new ApiError(ApiCode.NOT_FOUND, SA_MSG.answerNotFound);
  if (answer.status !== 'graded') throw new ApiError(ApiCode.BAD_REQUEST, SA_MSG.notGraded);
  if (answer.grader_id !== graderId) throw new ApiError(ApiCode.FORBIDDEN, SA_MSG.notYourGrade);
  return {
    ...(await gradingView(ctx, answer)),
    grade: {
      score: (answer.user_score_tenths ?? 0) / 10,
      checkNote: answer.check_note,
      gradedAt: answer.graded_at ?? '',
      reviseUntil: reviseUntil(ctx, answer),
    },
  };
}

/**
 * The new score and note (already checked) in one conditional UPDATE: only the grade's own
 * grader, only inside the window. Two changes at once each write score and note together, so
 * the answer ends with one of them whole, never one's score beside the other's note.
 */
export async function reviseGrade(
  ctx: ShortAnswerContext,
  graderId: number,
  answerId: number,
  grade: { tenths: number; note: string },
): Promise<{ status: 'graded' }> {
  const now = Date.now();
  const hours = ctx.config.shortAnswer.gradeReviseHours;
  const gradedAfter = new Date(now - hours * 3_600_000).toISOString();
  const updated = await ctx.db.transaction().execute((trx) =>
    reviseGradeRow(trx, {
      answerId,
      graderId,
      tenths: grade.tenths,
      note: grade.note,
      gradedAfter,
      now: new Date(now).toISOString(),
    }),
  );
  if (!updated) {
    const current = await findAnswerById(ctx.db, answerId);
    if (!current) throw new ApiError(ApiCode.NOT_FOUND, SA_MSG.answerNotFound);
    if (current.grader_id !== graderId) {
      throw new ApiError(ApiCode.FORBIDDEN, SA_MSG.notYourGrade);
    }
    throw new ApiError(ApiCode.BAD_REQUEST, gradeFinalMessage(hours));
  }
  return { status: 'graded' };
}
