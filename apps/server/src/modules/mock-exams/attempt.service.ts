import crypto from 'node:crypto';
import { ApiCode } from '@shangan/shared';
import type { MockExamStage } from '@shangan/shared/contracts/mock-exams';
import type { PracticeSession } from '@shangan/shared/contracts/question-bank';
import { lockKey } from '../../db/locks.ts';
import { ApiError } from '../../lib/api-error.ts';
import {
  handInIfOpen,
  loadPracticeSession,
  secondsOverLimit,
  startContestAttempt,
  type ExerciseRow,
  type Viewer,
} from '../question-bank/public.ts';
import { findEntryAttempts, findPracticeAttempts } from './bank-reads.repository.ts';
import { closesAt, ms, secondsLeft, whyMayNotStart } from './contest-clock.ts';
import { requireContest } from './contest-reads.ts';
import { stageName } from './contest-views.ts';
import { entryLockKey, leaveLockKey, type MockExamsContext } from './context.ts';
import { MOCK_MSG } from './messages.ts';
import {
  countLeaveEvents,
  findApplication,
  insertEntry,
  insertLeaveEvent,
  insertPractice,
  type ContestRow,
  type StageRow,
} from './mock-exam.repository.ts';

/**
 * Sitting a stage: the first entry starts the candidate's attempt (a question-bank attempt of
 * kind 'contest') whose clock ends at the stage's end; later calls reopen it. Checked and
 * created under one lock per candidate and stage, with the unique (contest, stage, candidate)
 * entry behind it, so two tabs starting at once open one attempt.
 */

/** A seed for a per-candidate permutation (option-order.ts), within PostgreSQL's integer. */
const newSeed = () => crypto.randomInt(1, 2_147_483_647);

function requireStage(stages: StageRow[], stage: MockExamStage): StageRow {
  const row = stages.find((candidate) => candidate.stage === stage);
  if (!row) throw new ApiError(ApiCode.BAD_REQUEST, MOCK_MSG.noSuchStage);
  return row;
}

function seedsOf(contest: ContestRow) {
  return {
    questionSeed: contest.shuffle_questions === 1 ? newSeed() : null,
    optionSeed: contest.shuffle_options === 1 ? newSeed() : null,
  };
}

export async function startStage(
  ctx: MockExamsContext,
  viewer: Viewer & { userId: number },
  input: { mockExamId: number; stage: MockExamStage },
  now: number,
): Promise<PracticeSession> {
  const { contest, stages } = await requireContest(ctx, input.mockExamId);
  const stage = requireStage(stages, input.stage);
  const nowIso = new Date(now).toISOString();
  const exercise = await ctx.db.transaction().execute(async (trx): Promise<ExerciseRow> => {
    await lockKey(trx, ctx.engine, entryLockKey(contest.id, stage.stage, viewer.userId));
    const application = await findApplication(trx, contest.id, viewer.userId);
    const entry = (await findEntryAttempts(trx, contest.id, viewer.userId)).find(
      (candidate) => candidate.stage === stage.stage,
    );
    const reason = whyMayNotStart({
      contest,
      stage,
      now,
      applied: application !== undefined,
      entry: entry?.exercise ?? null,
    });
    if (reason) throw new ApiError(ApiCode.BAD_REQUEST, reason);
    if (entry) return entry.exercise;
    const created = await startContestAttempt(trx, ctx, {
      userId: viewer.userId,
      paperId: stage.paper_id,
      businessKey: `contest:${contest.id}:${stage.stage}`,
      title: `${contest.title}·${stageName(stage.stage)}`,
      // The server's clock: the attempt ends when the stage does, whenever it was begun.
      timeLimitSeconds: secondsLeft(stage, now),
      ...seedsOf(contest),
      now: nowIso,
    });
    await insertEntry(trx, {
      contestId: contest.id,
      stage: stage.stage,
      userId: viewer.userId,
      exerciseId: created.id,
      nowIso,
    });
    return created;
  });
  return loadPracticeSession(ctx, viewer, exercise);
}

/**
 * A past contest as a timed practice (往期模考), for anyone logged in once it is over: the
 * stage's paper with the stage's full time. Resumes the open practice of the stage.
 */
export async function startPractice(
  ctx: MockExamsContext,
  viewer: Viewer & { userId: number },
  input: { mockExamId: number; stage: MockExamStage },
  now: number,
): Promise<PracticeSession> {
  const { contest, stages } = await requireContest(ctx, input.mockExamId);
  const stage = requireStage(stages, input.stage);
  if (now < closesAt(contest.end_at)) {
    throw new ApiError(ApiCode.BAD_REQUEST, MOCK_MSG.practiceNotOpen);
  }
  // A practice whose time ran out while the tab was closed is handed in, not resumed.
  for (const { exercise } of await findPracticeAttempts(ctx.db, contest.id, viewer.userId)) {
    if (exercise.status !== 'submitted' && secondsOverLimit(exercise, now) >= 0) {
      await handInIfOpen(ctx, exercise.id, now);
    }
  }
  const nowIso = new Date(now).toISOString();
  const exercise = await ctx.db.transaction().execute(async (trx): Promise<ExerciseRow> => {
    await lockKey(
      trx,
      ctx.engine,
      entryLockKey(contest.id, `practice-${stage.stage}`, viewer.userId),
    );
    const open = (await findPracticeAttempts(trx, contest.id, viewer.userId)).find(
      (candidate) => candidate.stage === stage.stage && candidate.exercise.status !== 'submitted',
    );
    if (open) return open.exercise;
    const created = await startContestAttempt(trx, ctx, {
      userId: viewer.userId,
      paperId: stage.paper_id,
      businessKey: `contest-practice:${contest.id}:${stage.stage}`,
      title: `${contest.title}·${stageName(stage.stage)}（往期练习）`,
      timeLimitSeconds: Math.round((ms(stage.end_at) - ms(stage.start_at)) / 1000),
      ...seedsOf(contest),
      now: nowIso,
    });
    await insertPractice(trx, {
      contestId: contest.id,
      stage: stage.stage,
      userId: viewer.userId,
      exerciseId: created.id,
      nowIso,
    });
    return created;
  });
  return loadPracticeSession(ctx, viewer, exercise);
}

/** At most this many events per attempt in a burst window, and in all. */
const LEAVE_BURST = { max: 5, windowMs: 10_000 };
const LEAVE_MAX = 500;

/**
 * Leaving the exam page and coming back, with the server's time, for the open attempt of the
 * stage (the contest's, else a practice's). Not recorded when there is none, or when events
 * come faster than a person switches tabs.
 */
export async function logLeave(
  ctx: MockExamsContext,
  userId: number,
  input: { mockExamId: number; stage: MockExamStage; event: 'hidden' | 'visible' },
  now: number,
) {
  const { stages } = await requireContest(ctx, input.mockExamId);
  requireStage(stages, input.stage);
  const entry = (await findEntryAttempts(ctx.db, input.mockExamId, userId)).find(
    (candidate) => candidate.stage === input.stage,
  );
  const practice = (await findPracticeAttempts(ctx.db, input.mockExamId, userId)).find(
    (candidate) => candidate.stage === input.stage && candidate.exercise.status !== 'submitted',
  );
  const open =
    entry && entry.exercise.status !== 'submitted' && secondsOverLimit(entry.exercise, now) < 0
      ? entry.exercise
      : practice && secondsOverLimit(practice.exercise, now) < 0
        ? practice.exercise
        : undefined;
  const target = open ?? entry?.exercise ?? practice?.exercise;
  const hiddenCount = async (exerciseId: number) =>
    (await countLeaveEvents(ctx.db, [exerciseId], { event: 'hidden' })).get(exerciseId) ?? 0;
  if (!open) {
    return { leaveCount: target ? await hiddenCount(target.id) : 0, recorded: false };
  }
  // The caps are counted and the event written under the attempt's lock, in one transaction:
  // events sent in parallel would otherwise all count the same few before any is written.
  const recorded = await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, leaveLockKey(open.id));
    const recent = await countLeaveEvents(trx, [open.id], {
      sinceIso: new Date(now - LEAVE_BURST.windowMs).toISOString(),
    });
    const all = await countLeaveEvents(trx, [open.id]);
    if ((recent.get(open.id) ?? 0) >= LEAVE_BURST.max || (all.get(open.id) ?? 0) >= LEAVE_MAX) {
      return false;
    }
    await insertLeaveEvent(trx, {
      exerciseId: open.id,
      userId,
      event: input.event,
      nowIso: new Date(now).toISOString(),
    });
    return true;
  });
  return { leaveCount: await hiddenCount(open.id), recorded };
}
