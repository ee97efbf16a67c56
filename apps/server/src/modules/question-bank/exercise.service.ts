import type { QuestionBankContext } from './context.ts';
import type { Transaction } from 'kysely';
import { ApiCode } from '@shangan/shared';
import type { Database } from '../../db/database.ts';
import { lockKey } from '../../db/locks.ts';
import { ApiError } from '../../lib/api-error.ts';
import {
  findAnswers,
  findExercise,
  updateExercise,
  updateExerciseCountingAnswers,
  upsertAnswer,
  type ExerciseRow,
  findOpenTimedExercises,
  insertBlankAnswers,
} from './exercise.repository.ts';
import {
  LATE_GRACE_SECONDS,
  elapsedSeconds,
  exerciseStatus,
  leafIdsOf,
  remainingSeconds,
  secondsOverLimit,
} from './exercise-state.ts';
import { gradeAnswer, prepareAnswer, type RawAnswer } from './grading.ts';
import { findQuestionsByIds } from './question.repository.ts';
import { notifyHandIn } from './hand-in-listeners.ts';
import { toOriginalLetters } from './option-order.ts';
import { gradableOf } from './question-payload.ts';
import { buildReport, resultsWithheld } from './report.service.ts';
import { recordHandIn } from './hand-in-effects.ts';
import type { SubmitAction, SubmitResult } from '@shangan/shared/contracts/question-bank';

export interface AnswerItem {
  questionId: number;
  answer: RawAnswer;
  url?: string[];
  timeSpent?: number;
}

export interface SaveInput {
  exerciseId: number;
  answers: AnswerItem[];
  action: SubmitAction;
  currentIndex?: number;
  /** batchSubmitAnswer: every answer must be a sub-question of this composite question. */
  parentId?: number;
}

export const EXERCISE_NOT_FOUND = '练习不存在或已被删除';
/** How far ahead of ours a screen's clock may reach zero and still hand in by the clock. */
const SCREEN_CLOCK_SLACK_SECONDS = 5;
export const ALREADY_HANDED_IN = '本次练习已交卷，答案不能再修改';

/**
 * Saves answers as they are given and, on request or at the time limit, hands the attempt in.
 * One transaction per call, serialized per attempt: concurrent saves of one attempt each land
 * once (one row per question), and a save can never slip in after the hand-in graded it.
 */
export async function saveAnswers(
  ctx: QuestionBankContext,
  userId: number,
  input: SaveInput,
): Promise<SubmitResult> {
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, `qb-exercise:${input.exerciseId}`);
    const exercise = await findExercise(trx, input.exerciseId);
    if (!exercise || exercise.user_id !== userId) {
      throw new ApiError(ApiCode.NOT_FOUND, EXERCISE_NOT_FOUND);
    }
    if (exercise.status === 'submitted') throw new ApiError(ApiCode.BAD_REQUEST, ALREADY_HANDED_IN);
    const now = Date.now();
    const nowIso = new Date(now).toISOString();

    // Past the limit and its grace: nothing more is taken; what was saved in time is graded.
    if (secondsOverLimit(exercise, now) > LATE_GRACE_SECONDS) {
      const done = await handIn(ctx, trx, exercise, now, 'auto');
      return { exercise: done, saved: 0, timeUp: true, answeredCount: done.answered_count ?? 0 };
    }

    const saved = await writeAnswers(trx, exercise, input, nowIso);
    const updated = await updateExerciseCountingAnswers(
      trx,
      exercise.id,
      clockPatch(exercise, input, now, nowIso),
    );
    let current = updated.exercise;
    // The screen's clock counts down from the server's, so it reaches zero within a request's
    // travel time of ours; further apart, the attempt goes on and the screen is told how long.
    const timeUp =
      secondsOverLimit(current, now) >=
      (input.action === 'timeUp' ? -SCREEN_CLOCK_SLACK_SECONDS : 0);
    if (input.action === 'handIn' || timeUp) {
      // The learner's own hand-in counts as theirs even in the last second; a save that found
      // the time up, or the screen reporting it, is handed in by the clock.
      current = await handIn(ctx, trx, current, now, input.action === 'handIn' ? 'direct' : 'auto');
    }
    return { exercise: current, saved, timeUp, answeredCount: updated.answeredCount };
  });

  const { exercise } = outcome;
  const submitted = exercise.status === 'submitted';
  return {
    exerciseId: exercise.id,
    status: exerciseStatus(exercise),
    saved: outcome.saved,
    answeredCount: submitted ? (exercise.answered_count ?? 0) : outcome.answeredCount,
    remainingSeconds: remainingSeconds(exercise),
    timeUp: outcome.timeUp,
    report:
      submitted && !(await resultsWithheld(ctx.db, exercise))
        ? await buildReport(ctx.db, exercise)
        : null,
  };
}

async function writeAnswers(
  trx: Transaction<Database>,
  exercise: ExerciseRow,
  input: SaveInput,
  nowIso: string,
): Promise<number> {
  // The last answer to a question in one request wins, as if they had come one by one.
  const items = new Map<number, AnswerItem>();
  for (const item of input.answers) items.set(item.questionId, item);
  if (items.size === 0) return 0;

  const leaves = new Set(leafIdsOf(exercise));
  const questions = new Map(
    (await findQuestionsByIds(trx, [...items.keys()])).map((row) => [row.id, row]),
  );
  const rows = [];
  for (const item of items.values()) {
    const question = questions.get(item.questionId);
    if (!question || !leaves.has(item.questionId)) {
      throw new ApiError(ApiCode.BAD_REQUEST, '题目不属于本次练习');
    }
    if (input.parentId !== undefined && question.parent_id !== input.parentId) {
      throw new ApiError(ApiCode.BAD_REQUEST, '小题不属于该材料题');
    }
    const gradable = gradableOf(question);
    // The candidate answered in the letters they saw; the original letters are stored.
    const given =
      exercise.option_seed === null
        ? item.answer
        : toOriginalLetters(question, exercise.option_seed, item.answer);
    const prepared = prepareAnswer(gradable, given);
    if (!prepared.ok) throw new ApiError(ApiCode.BAD_REQUEST, prepared.message);
    const urls = question.type_code === 'short_answer' ? (item.url ?? []) : [];
    rows.push({
      exercise_id: exercise.id,
      user_id: exercise.user_id,
      question_id: question.id,
      answer: prepared.empty ? '' : prepared.stored,
      urls: JSON.stringify(urls),
      is_correct: prepared.empty ? null : gradeAnswer(gradable, prepared.stored),
      time_spent_seconds: item.timeSpent ?? 0,
      created_at: nowIso,
      updated_at: nowIso,
    });
  }
  // Every answer was checked before the first write: a bad one changes nothing.
  for (const row of rows) await upsertAnswer(trx, row);
  return rows.length;
}

function clockPatch(exercise: ExerciseRow, input: SaveInput, now: number, nowIso: string) {
  const patch: {
    updated_at: string;
    current_index?: number;
    status?: string;
    resumed_at?: string | null;
    elapsed_seconds?: number;
  } = { updated_at: nowIso };
  if (input.currentIndex !== undefined) {
    patch.current_index = Math.min(input.currentIndex, Math.max(exercise.question_count - 1, 0));
  }
  // A timed attempt (a mock) is an exam: leaving it saves the answers, but its clock goes on.
  if (input.action === 'pause' && exercise.time_limit_seconds === null) {
    Object.assign(patch, {
      status: 'paused',
      elapsed_seconds: elapsedSeconds(exercise, now),
      resumed_at: null,
    });
  } else if (exercise.status === 'paused') {
    // An answer arriving for a paused attempt (another tab) starts its clock again.
    Object.assign(patch, { status: 'doing', resumed_at: nowIso });
  }
  return patch;
}

/** direct: the learner handed in; auto: the clock did (at the limit, or a sweep after it). */
export type SubmitType = 'direct' | 'auto';

/**
 * Grades the attempt, stops its clock, records how it was handed in, and updates the error
 * book and statistics, then tells the listeners of its kind (hand-in-listeners.ts), all in
 * the caller's transaction.
 */
export async function handIn(
  ctx: QuestionBankContext,
  trx: Transaction<Database>,
  exercise: ExerciseRow,
  now: number,
  submitType: SubmitType,
): Promise<ExerciseRow> {
  const nowIso = new Date(now).toISOString();
  const leaves = leafIdsOf(exercise);
  const answered = new Set((await findAnswers(trx, exercise.id)).map((row) => row.question_id));
  // Unanswered questions get an empty row: the review then covers every question handed in.
  await insertBlankAnswers(
    trx,
    exercise,
    leaves.filter((id) => !answered.has(id)),
    nowIso,
  );
  const answers = await findAnswers(trx, exercise.id);
  const questions = new Map((await findQuestionsByIds(trx, leaves)).map((row) => [row.id, row]));
  let correct = 0;
  let answeredCount = 0;
  let score = 0;
  for (const answer of answers) {
    if (answer.answer !== '' || answer.urls !== '[]') answeredCount++;
    if (answer.is_correct === 1) {
      correct++;
      score += questions.get(answer.question_id)?.score_tenths ?? 0;
    }
  }
  // Whole papers rank by score (a contest's paper too, so the bank report's rank agrees with
  // the contest result's); practice by knowledge point ranks by accuracy.
  const isPaper =
    exercise.kind === 'paper' || exercise.kind === 'mock' || exercise.kind === 'contest';
  const accuracyPermille =
    exercise.question_count > 0 ? Math.round((correct * 1000) / exercise.question_count) : 0;
  const done = await updateExercise(trx, exercise.id, {
    status: 'submitted',
    submitted_at: nowIso,
    updated_at: nowIso,
    elapsed_seconds: Math.min(
      elapsedSeconds(exercise, now),
      exercise.time_limit_seconds ?? Number.MAX_SAFE_INTEGER,
    ),
    resumed_at: null,
    score_tenths: score,
    correct_count: correct,
    answered_count: answeredCount,
    rank_value: isPaper ? score : accuracyPermille,
    submit_type: submitType,
  });
  await recordHandIn(trx, {
    userId: exercise.user_id,
    answers,
    questions,
    nowIso,
    removeStreak: ctx.config.questionBank.errorRemoveStreak,
  });
  await notifyHandIn(trx, done, answers, questions);
  return done;
}

/** Hands in a timed attempt whose time ran out while nobody was saving (closed tab). */
export async function expireIfTimeUp(
  ctx: QuestionBankContext,
  exercise: ExerciseRow,
): Promise<ExerciseRow> {
  if (exercise.status === 'submitted' || secondsOverLimit(exercise) < 0) return exercise;
  return ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, `qb-exercise:${exercise.id}`);
    const fresh = await findExercise(trx, exercise.id);
    if (!fresh || fresh.status === 'submitted') return fresh ?? exercise;
    return handIn(ctx, trx, fresh, Date.now(), 'auto');
  });
}

/**
 * Hands in an attempt the clock has closed (a contest stage that ended), unless it is handed in
 * already: the check and the hand-in hold the attempt's lock, so a sweep racing the learner's
 * own hand-in (or a second sweeping instance) hands it in once. Answers the attempt's clock
 * accepted stay; its time stops at its limit.
 */
export async function handInIfOpen(
  ctx: QuestionBankContext,
  exerciseId: number,
  now: number,
): Promise<{ exercise: ExerciseRow; handedIn: boolean } | null> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, `qb-exercise:${exerciseId}`);
    const fresh = await findExercise(trx, exerciseId);
    if (!fresh) return null;
    if (fresh.status === 'submitted') return { exercise: fresh, handedIn: false };
    return { exercise: await handIn(ctx, trx, fresh, now, 'auto'), handedIn: true };
  });
}

/**
 * Hands in the learner's timed attempts whose time and its grace ran out while nobody was
 * saving: a list of attempts then shows them handed in, their time stopped at the limit, and
 * never 进行中 with a clock running past it. Within the grace a last save may still be on its
 * way, so those are left to it.
 */
export async function expireOverdueAttempts(
  ctx: QuestionBankContext,
  userId: number,
): Promise<void> {
  const open = await findOpenTimedExercises(ctx.db, userId);
  const now = Date.now();
  for (const row of open) {
    if (secondsOverLimit(row, now) > LATE_GRACE_SECONDS) await expireIfTimeUp(ctx, row);
  }
}
