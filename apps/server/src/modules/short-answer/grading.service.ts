import { ApiCode, gradeScoreProblem } from '@shangan/shared';
import { ApiError } from '../../lib/api-error.ts';
import { richTextToPlain, sanitizePersonalNote } from '../../lib/sanitize-html.ts';
import { findUserRoles } from '../accounts/public.ts';
import { findQuestion } from '../question-bank/public.ts';
import type { ShortAnswerContext } from './context.ts';
import { SA_MSG } from './messages.ts';
import { gradingView } from './grading-view.ts';
import { maskName } from './mask-name.ts';
import { plainTitle } from './question-view.ts';
import { reviseGrade, reviseUntil } from './regrade.service.ts';
import {
  findAnswerById,
  findAnswerOwnerId,
  findPendingGroups,
  findQueuePage,
  recordGrade,
  releaseLock,
  takeLock,
} from './short-answer.repository.ts';

/**
 * Grading by people: a queue of handed-in short answers, a 15-minute lock a grader takes
 * before grading (one conditional UPDATE, so two graders can never both hold it), the score
 * and note, and the lock's release. A grade stays open to its grader for GRADE_REVISE_HOURS.
 */
export const LOCK_MINUTES = 15;
const CONFLICT = 409;
const GRADER_ROLES = ['grader', 'admin'];

export async function assertGrader(ctx: ShortAnswerContext, userId: number): Promise<void> {
  const roles = await findUserRoles(ctx.db, userId);
  if (!roles.some((role) => GRADER_ROLES.includes(role))) {
    throw new ApiError(ApiCode.FORBIDDEN, SA_MSG.noGradingRight);
  }
}

export interface QueueQuery {
  status?: 'pending' | 'mine' | 'graded';
  paperId?: number;
  questionId?: number;
  page?: number;
  pageSize?: number;
}

export async function gradingQueue(ctx: ShortAnswerContext, graderId: number, query: QueueQuery) {
  const status = query.status ?? 'pending';
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const now = new Date().toISOString();
  const { total, rows } = await findQueuePage(ctx.db, {
    status,
    graderId,
    paperId: query.paperId,
    questionId: query.questionId,
    page,
    pageSize,
    now,
  });
  return {
    total,
    list: rows.map((row) => {
      const locked =
        row.lock_user_id !== null && row.lock_expires_at !== null && row.lock_expires_at > now;
      return {
        answerId: row.id,
        questionId: row.question_id,
        questionTitle: plainTitle(row.context),
        paperTitle: row.paper_title ?? row.catalogue_name ?? '',
        userName: maskName(row.nick_name || row.user_name || row.phone || ''),
        submittedAt: row.submitted_at ?? '',
        status: row.status as 'submitted' | 'graded',
        lockedBy:
          locked && row.status === 'submitted'
            ? { id: row.lock_user_id as number, name: row.locker_nick || row.locker_user || '' }
            : null,
        lockedByMe: locked && row.status === 'submitted' && row.lock_user_id === graderId,
        userScore: row.user_score_tenths === null ? null : row.user_score_tenths / 10,
        score: row.score_tenths / 10,
        gradedByMe: row.status === 'graded' && row.grader_id === graderId,
        // Only the grade's own grader may change it, and only for a while.
        reviseUntil: row.grader_id === graderId ? reviseUntil(ctx, row) : null,
      };
    }),
    groups: await pendingGroups(ctx, query.paperId),
  };
}

/** Handed-in answers waiting, per question: what the grader picks from. */
async function pendingGroups(ctx: ShortAnswerContext, paperId: number | undefined) {
  const rows = await findPendingGroups(ctx.db, paperId);
  return rows.map((row) => ({
    questionId: row.question_id,
    questionTitle: plainTitle(row.context),
    paperTitle: row.paper_title ?? row.catalogue_name ?? '',
    pending: row.pending,
  }));
}

export { maskName } from './mask-name.ts';

/** A grader who also learns here must not score their own answer. */
async function assertNotOwn(ctx: ShortAnswerContext, graderId: number, answerId: number) {
  const ownerId = await findAnswerOwnerId(ctx.db, answerId);
  if (ownerId === graderId) throw new ApiError(ApiCode.FORBIDDEN, SA_MSG.ownAnswer);
}

export async function claimAnswer(ctx: ShortAnswerContext, graderId: number, answerId: number) {
  await assertNotOwn(ctx, graderId, answerId);
  const now = new Date();
  const nowIso = now.toISOString();
  const lockExpiresAt = new Date(now.getTime() + LOCK_MINUTES * 60_000).toISOString();
  const taken = await takeLock(ctx.db, {
    answerId,
    graderId,
    expiresAt: lockExpiresAt,
    now: nowIso,
  });
  const answer = await findAnswerById(ctx.db, answerId);
  if (!answer) throw new ApiError(ApiCode.NOT_FOUND, SA_MSG.answerNotFound);
  if (!taken) {
    if (answer.status === 'graded') throw new ApiError(ApiCode.BAD_REQUEST, SA_MSG.alreadyGraded);
    if (answer.status !== 'submitted') throw new ApiError(ApiCode.NOT_FOUND, SA_MSG.answerNotFound);
    throw new ApiError(CONFLICT, SA_MSG.lockedByOther);
  }
  return { ...(await gradingView(ctx, answer)), lockExpiresAt };
}

export async function gradeAnswer(
  ctx: ShortAnswerContext,
  graderId: number,
  input: { answerId: number; score: number; checkNote: string },
) {
  const answer = await findAnswerById(ctx.db, input.answerId);
  if (!answer) throw new ApiError(ApiCode.NOT_FOUND, SA_MSG.answerNotFound);
  if (answer.user_id === graderId) throw new ApiError(ApiCode.FORBIDDEN, SA_MSG.ownAnswer);
  const question = await findQuestion(ctx.db, answer.question_id);
  if (!question) throw new ApiError(ApiCode.NOT_FOUND, SA_MSG.questionNotFound);
  const { score } = input;
  const problem = gradeScoreProblem(score, question.score_tenths / 10);
  if (problem) throw new ApiError(ApiCode.BAD_REQUEST, problem);
  const tenths = Math.round(score * 10);
  const note = sanitizePersonalNote(input.checkNote, (src) => ctx.storage.keyOfUrl(src) !== null);
  if ([...richTextToPlain(note)].length > 5000) {
    throw new ApiError(ApiCode.BAD_REQUEST, SA_MSG.noteTooLong);
  }
  // Graded already: its grader may still change it for a while, nobody else ever.
  if (answer.status === 'graded') return reviseGrade(ctx, graderId, answer.id, { tenths, note });
  const now = new Date().toISOString();
  const updated = await ctx.db
    .transaction()
    .execute((trx) => recordGrade(trx, { answerId: answer.id, graderId, tenths, note, now }));
  if (!updated) {
    const current = await findAnswerById(ctx.db, answer.id);
    if (current?.status === 'graded') throw new ApiError(ApiCode.BAD_REQUEST, SA_MSG.alreadyGraded);
    if (
      current?.lock_user_id &&
      current.lock_user_id !== graderId &&
      (current.lock_expires_at ?? '') > now
    ) {
      throw new ApiError(CONFLICT, SA_MSG.lockedByOther);
    }
    throw new ApiError(CONFLICT, SA_MSG.lockLost);
  }
  return { status: 'graded' as const };
}

export async function releaseAnswer(ctx: ShortAnswerContext, graderId: number, answerId: number) {
  const answer = await findAnswerById(ctx.db, answerId);
  if (!answer) throw new ApiError(ApiCode.NOT_FOUND, SA_MSG.answerNotFound);
  await releaseLock(ctx.db, answerId, graderId);
  return { released: true };
}
