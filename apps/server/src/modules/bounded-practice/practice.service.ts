import crypto from 'node:crypto';
import { ApiCode } from '@shangan/shared';
import type { DataOf } from '@shangan/shared/contracts';
import type {
  GetBoundQuestion,
  SubmitBoundAnswer,
} from '@shangan/shared/contracts/bounded-practice';
import { lockKey } from '../../db/locks.ts';
import { ApiError } from '../../lib/api-error.ts';
import {
  answerList,
  assertMayOpen,
  buildQuestions,
  displayAnswer,
  findAnalyses,
  findQuestion,
  gradableOf,
  gradeAnswer,
  prepareAnswer,
  type Viewer,
} from '../question-bank/public.ts';
import {
  bandName,
  bandOf,
  difficultyPayload,
  estimate,
  nextBand,
  roundPayload,
  rulePayload,
  START_BAND,
} from './bands.ts';
import { DRAWN_TYPES, countCohortAnswers, findSubjectNames } from './bank.repository.ts';
import {
  answerServed,
  deletePending,
  findLastAnsweredAt,
  findLatestAnswered,
  findPending,
  hasAnsweredBefore,
  insertServed,
  type AnswerRow,
} from './answer.repository.ts';
import { practiceLockKey, type BoundedPracticeContext } from './context.ts';
import { heldQuestionIds, loadPool, loadScope, type PoolEntry, type SetScope } from './pool.ts';
import {
  findProgress,
  insertProgressIfMissing,
  insertRound,
  updateProgress,
  type ProgressRow,
} from './progress.repository.ts';
import { progressPayload, requireSet, ruleOf } from './sets.service.ts';

export const NOT_SERVED = '只能作答本练习为你抽出的题目，请先获取题目';
export const ALREADY_ANSWERED = '这道题已经提交过了，请继续下一题';
export const EMPTY_ANSWER = '请先选择答案再提交';
export const HELD_QUESTION = '模考进行中，交卷后才能作答本题';
export const QUESTION_GONE = '题目不存在或已下架';

export function noQuestionInBand(band: string): string {
  return `「${band}」档暂时没有你可以练习的题目，请先练习其他模块`;
}

type Learner = Viewer & { userId: number };

async function setBrief(ctx: BoundedPracticeContext, scope: SetScope) {
  const subjects = await findSubjectNames(ctx.db, [scope.set.subject_id]);
  return {
    id: scope.set.id,
    name: scope.set.name,
    subjectName: subjects.get(scope.set.subject_id) ?? '',
    moduleName: scope.moduleName,
    rule: rulePayload(ruleOf(scope.set)),
  };
}

/** Fresh questions first, at random; once all are done, the one answered longest ago. */
function pickNext(candidates: PoolEntry[], lastAnswered: Map<number, string>): PoolEntry {
  const fresh = candidates.filter((entry) => !lastAnswered.has(entry.id));
  if (fresh.length > 0) return fresh[crypto.randomInt(fresh.length)]!;
  return [...candidates].sort((a, b) =>
    (lastAnswered.get(a.id) ?? '').localeCompare(lastAnswered.get(b.id) ?? ''),
  )[0]!;
}

function defaultProgress(userId: number, setId: number, nowIso: string): ProgressRow {
  return {
    user_id: userId,
    set_id: setId,
    band: START_BAND,
    answered_count: 0,
    correct_count: 0,
    time_spent_seconds: 0,
    round_answered: 0,
    round_correct: 0,
    rounds_completed: 0,
    last_answered_at: null,
    created_at: nowIso,
    updated_at: nowIso,
  };
}

/**
 * The next question of the set in the learner's band, without its key. A question served and
 * not answered yet is served again while it can still be answered, so reloading draws nothing
 * new; one that can no longer be (taken down, locked since) is dropped and another drawn.
 */
export async function serveQuestion(
  ctx: BoundedPracticeContext,
  viewer: Learner,
  setId: number,
): Promise<DataOf<typeof GetBoundQuestion>> {
  const set = await requireSet(ctx, setId);
  const scope = await loadScope(ctx.db, set);
  assertMayOpen(viewer, scope.vipOnly);
  const userId = viewer.userId;

  const served = await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, practiceLockKey(userId, setId));
    const nowIso = new Date().toISOString();
    const held = await heldQuestionIds(trx, userId);
    const pool = await loadPool(trx, scope, viewer, held);
    const progress = await findProgress(trx, userId, setId);
    const band = progress ? bandOf(progress.band) : START_BAND;

    const pending = await findPending(trx, userId, setId);
    if (pending) {
      const entry = pool.find((candidate) => candidate.id === pending.question_id);
      if (entry)
        return {
          row: pending,
          entry,
          progress: progress ?? defaultProgress(userId, setId, nowIso),
        };
      await deletePending(trx, pending.id);
    }

    const candidates = pool.filter((entry) => entry.estimate.band === band);
    if (candidates.length === 0) {
      throw new ApiError(ApiCode.BAD_REQUEST, noQuestionInBand(bandName(band)));
    }
    const entry = pickNext(candidates, await findLastAnsweredAt(trx, userId, setId));
    const fresh = defaultProgress(userId, setId, nowIso);
    if (!progress) await insertProgressIfMissing(trx, fresh);
    const row = await insertServed(trx, {
      user_id: userId,
      set_id: setId,
      question_id: entry.id,
      band,
      rate_permille: entry.estimate.permille,
      rate_source: entry.estimate.source,
      served_at: nowIso,
    });
    return { row, entry, progress: progress ?? fresh };
  });

  // Built as practice (never review): the payload carries no key and no analysis.
  const [question] = await buildQuestions(ctx, ctx.db, [served.row.question_id], {
    viewer,
    review: false,
  });
  if (!question) throw new ApiError(ApiCode.NOT_FOUND, QUESTION_GONE);
  return {
    set: await setBrief(ctx, scope),
    question,
    band: bandOf(served.row.band),
    difficulty: difficultyPayload(
      served.entry.authoredLevel,
      served.entry.estimate,
      set.cohort_min_answers,
    ),
    servedAt: served.row.served_at,
    progress: progressPayload(set, served.progress),
  };
}

/** Seconds the learner may claim: their clock, but no more than the server saw go by. */
function claimedSeconds(row: AnswerRow, claimed: number | undefined, nowMs: number): number {
  const elapsed = Math.ceil((nowMs - Date.parse(row.served_at)) / 1000);
  return Math.max(0, Math.min(claimed ?? 0, Number.isFinite(elapsed) ? elapsed : 0));
}

/**
 * Grades the answer to the question served last in the set, records it once, moves the band
 * when the answer completes a round, and releases the key and the analysis.
 */
export async function submitAnswer(
  ctx: BoundedPracticeContext,
  viewer: Learner,
  input: { setId: number; questionId: number; answer: string | string[]; timeSpent?: number },
): Promise<DataOf<typeof SubmitBoundAnswer>> {
  const set = await requireSet(ctx, input.setId);
  const scope = await loadScope(ctx.db, set);
  assertMayOpen(viewer, scope.vipOnly);
  const question = await findQuestion(ctx.db, input.questionId);
  if (!question) throw new ApiError(ApiCode.NOT_FOUND, QUESTION_GONE);
  const userId = viewer.userId;

  const outcome = await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, practiceLockKey(userId, set.id));
    const pending = await findPending(trx, userId, set.id);
    if (!pending || pending.question_id !== question.id) {
      const answered = await findLatestAnswered(trx, userId, set.id, question.id);
      throw new ApiError(ApiCode.BAD_REQUEST, answered ? ALREADY_ANSWERED : NOT_SERVED);
    }
    // Still the learner's to answer: not locked by VIP since it was served, not held by a mock
    // (its key is about to be sent), still a question the set draws.
    const vipOnly =
      question.vip_only === 1 ||
      (question.catalogue_id !== null && scope.vipCatalogues.has(question.catalogue_id));
    assertMayOpen(viewer, vipOnly);
    if ((await heldQuestionIds(trx, userId)).has(question.id)) {
      throw new ApiError(ApiCode.FORBIDDEN, HELD_QUESTION);
    }
    if (!(DRAWN_TYPES as readonly string[]).includes(question.type_code)) {
      throw new ApiError(ApiCode.BAD_REQUEST, NOT_SERVED);
    }

    const gradable = gradableOf(question);
    const prepared = prepareAnswer(gradable, input.answer);
    if (!prepared.ok) throw new ApiError(ApiCode.BAD_REQUEST, prepared.message);
    if (prepared.empty) throw new ApiError(ApiCode.BAD_REQUEST, EMPTY_ANSWER);
    const correct = gradeAnswer(gradable, prepared.stored) === 1 ? 1 : 0;

    const nowMs = Date.now();
    const nowIso = new Date(nowMs).toISOString();
    const timeSpent = claimedSeconds(pending, input.timeSpent, nowMs);
    const firstTry = !(await hasAnsweredBefore(trx, userId, question.id));
    const recorded = await answerServed(trx, pending.id, {
      answer: prepared.stored,
      is_correct: correct,
      first_try: firstTry ? 1 : 0,
      time_spent_seconds: timeSpent,
      answered_at: nowIso,
    });
    if (!recorded) throw new ApiError(ApiCode.BAD_REQUEST, ALREADY_ANSWERED);

    await insertProgressIfMissing(trx, defaultProgress(userId, set.id, nowIso));
    const before = (await findProgress(trx, userId, set.id))!;
    const progress: ProgressRow = {
      ...before,
      answered_count: before.answered_count + 1,
      correct_count: before.correct_count + correct,
      time_spent_seconds: before.time_spent_seconds + timeSpent,
      round_answered: before.round_answered + 1,
      round_correct: before.round_correct + correct,
      last_answered_at: nowIso,
      updated_at: nowIso,
    };
    let round = null;
    if (progress.round_answered >= set.round_size) {
      const bandBefore = bandOf(progress.band);
      const moved = nextBand(bandBefore, progress.round_correct, progress.round_answered, {
        upPermille: set.up_permille,
        downPermille: set.down_permille,
      });
      const roundRow = {
        user_id: userId,
        set_id: set.id,
        round_no: progress.rounds_completed + 1,
        band_before: bandBefore,
        band_after: moved.band,
        answered: progress.round_answered,
        correct: progress.round_correct,
        created_at: nowIso,
      };
      await insertRound(trx, roundRow);
      round = roundPayload(roundRow);
      progress.band = moved.band;
      progress.rounds_completed += 1;
      progress.round_answered = 0;
      progress.round_correct = 0;
    }
    await updateProgress(trx, userId, set.id, {
      band: progress.band,
      answered_count: progress.answered_count,
      correct_count: progress.correct_count,
      time_spent_seconds: progress.time_spent_seconds,
      round_answered: progress.round_answered,
      round_correct: progress.round_correct,
      rounds_completed: progress.rounds_completed,
      last_answered_at: progress.last_answered_at,
      updated_at: progress.updated_at,
    });
    return { stored: prepared.stored, correct, progress, round };
  });

  // Answered: the key and the text analyses are the learner's now. (Video analyses are played
  // through the question bank, which releases them for its own handed-in attempts only.)
  const analyses = (await findAnalyses(ctx.db, [question.id])).get(question.id) ?? [];
  const cohort = await countCohortAnswers(ctx.db, [question.id]);
  const estimated = estimate(question.difficulty, cohort.get(question.id), set.cohort_min_answers);
  return {
    questionId: question.id,
    isCorrect: outcome.correct === 1,
    userAnswer: displayAnswer(question.type_code, outcome.stored),
    answer: displayAnswer(question.type_code, question.answer),
    answerList: answerList(question.type_code, question.answer),
    analysisList: analyses
      .filter((analysis) => analysis.type === 'text')
      .map((analysis) => ({
        id: analysis.id,
        type: analysis.type,
        analysis: analysis.analysis,
        isAi: analysis.is_ai,
        thumbsUp: analysis.thumbs_up,
      })),
    difficulty: difficultyPayload(question.difficulty, estimated, set.cohort_min_answers),
    progress: progressPayload(set, outcome.progress),
    round: outcome.round,
  };
}
