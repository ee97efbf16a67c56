import { ApiCode } from '@shangan/shared';
import type {
  ContestResult,
  EssayResult,
  GroupRank,
  MockExamStage,
  ModuleResult,
  QuestionResult,
  ScoreBucket,
  SubmitType,
} from '@shangan/shared/contracts/mock-exams';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../lib/api-error.ts';
import {
  findCatalogues,
  findAnswers,
  leafIdsOf,
  type ExerciseRow,
} from '../question-bank/public.ts';
import { findAnswersOf } from '../short-answer/public.ts';
import { findPositionsWithExam } from '../enlistment/public.ts';
import {
  findEntryAttempts,
  findPaperLeaves,
  findPracticeAttempts,
  paperTotals,
} from './bank-reads.repository.ts';
import { closesAt, contestState, shanghaiTime } from './contest-clock.ts';
import { requireContest, stageAttemptsOf } from './contest-reads.ts';
import type { MockExamsContext } from './context.ts';
import { estimateScore } from './estimate.ts';
import { MOCK_MSG } from './messages.ts';
import {
  countLeaveEvents,
  findApplication,
  findStages,
  type ContestRow,
  type StageRow,
} from './mock-exam.repository.ts';
import {
  claimResults,
  countAround,
  deleteResults,
  findBuckets,
  findQuestionStats,
  findResult,
  insertBuckets,
  insertQuestionStats,
  insertRanks,
  storeCohortTotals,
} from './results.repository.ts';
import { settleDue } from './sweeper.ts';

/**
 * Results: computed once when the contest closes, into tables (ranks, the distribution, the
 * cohort per question), in one transaction that first claims the contest, so two instances
 * closing it at once compute it once. A result page then reads a handful of indexed rows.
 */

const RANKED_STAGE = 'xingce';

export async function computeResults(
  ctx: MockExamsContext,
  contestId: number,
  now: number,
): Promise<boolean> {
  const stages = (await findStages(ctx.db, [contestId])).get(contestId) ?? [];
  const ranked = stages.find((stage) => stage.stage === RANKED_STAGE);
  const totals = await paperTotals(ctx.db, ranked ? [ranked.paper_id] : []);
  const fullTenths = ranked ? (totals.get(ranked.paper_id)?.scoreTenths ?? 0) : 0;
  const lastBucket = lastBucketOf(fullTenths);
  return ctx.db.transaction().execute((trx) => computeResultsIn(trx, contestId, lastBucket, now));
}

/** The computation itself, in the caller's transaction (the demo seed runs in one). */
export async function computeResultsIn(
  trx: Db,
  contestId: number,
  lastBucket: number,
  now: number,
): Promise<boolean> {
  if (!(await claimResults(trx, contestId, new Date(now).toISOString()))) return false;
  await deleteResults(trx, contestId);
  await insertRanks(trx, contestId, RANKED_STAGE);
  await insertBuckets(trx, contestId, lastBucket);
  await insertQuestionStats(trx, contestId, RANKED_STAGE);
  await storeCohortTotals(trx, contestId);
  return true;
}

/** The last 10-point bar of a paper worth `fullTenths` (its full score falls in it). */
export function lastBucketOf(fullTenths: number): number {
  return Math.max(0, Math.ceil(fullTenths / 100) - 1);
}

const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part * 1000) / whole) / 10 : 0;

function groupRank(
  name: string,
  around: { total: number; above: number; below: number },
): GroupRank {
  return {
    name,
    rank: around.above + 1,
    total: around.total,
    beatPercent: around.total > 1 ? percent(around.below, around.total - 1) : 100,
  };
}

/** The module of a knowledge point: its top-level catalogue under the subject. */
async function moduleNames(
  ctx: MockExamsContext,
  subjectIds: number[],
): Promise<(catalogueId: number | null) => { id: number; name: string }> {
  const rows = (
    await Promise.all([...new Set(subjectIds)].map((id) => findCatalogues(ctx.db, id)))
  ).flat();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (catalogueId) => {
    let node = catalogueId === null ? undefined : byId.get(catalogueId);
    for (let depth = 0; node && node.parent_id !== null && depth < 10; depth++) {
      const parent = byId.get(node.parent_id);
      if (!parent) break;
      node = parent;
    }
    return node ? { id: node.id, name: node.name } : { id: 0, name: '其他' };
  };
}

/** What a result page shows besides the ranks: the cohort, the bars, modules, questions, 估分. */
async function resultBody(
  ctx: MockExamsContext,
  contest: ContestRow,
  stage: StageRow,
  exercise: ExerciseRow,
): Promise<Omit<ContestResult, 'attemptKind' | 'overall' | 'province' | 'position' | 'essay'>> {
  const [leaves, stats, buckets, answers, leaveCounts, totals] = await Promise.all([
    findPaperLeaves(ctx.db, stage.paper_id),
    findQuestionStats(ctx.db, contest.id),
    findBuckets(ctx.db, contest.id),
    findAnswers(ctx.db, exercise.id),
    countLeaveEvents(ctx.db, [exercise.id], { event: 'hidden' }),
    paperTotals(ctx.db, [stage.paper_id]),
  ]);
  const moduleOf = await moduleNames(
    ctx,
    leaves.map((leaf) => leaf.subject_id),
  );
  const statOf = new Map(stats.map((row) => [row.question_id, row]));
  const answerOf = new Map(answers.map((row) => [row.question_id, row]));

  const modules = new Map<
    number,
    { id: number; name: string; count: number; mine: number; sat: number; right: number }
  >();
  // Numbered as the candidate saw them: with shuffled questions their attempt has its own
  // order, and 第 N 题 here must be 第 N 题 in their review.
  const positionOf = new Map(leafIdsOf(exercise).map((id, index) => [id, index + 1]));
  const seen = [...leaves].sort(
    (a, b) =>
      (positionOf.get(a.id) ?? Number.MAX_SAFE_INTEGER) -
      (positionOf.get(b.id) ?? Number.MAX_SAFE_INTEGER),
  );
  const questions: QuestionResult[] = seen.map((leaf, index) => {
    const module = moduleOf(leaf.catalogue_id);
    const stat = statOf.get(leaf.id);
    const answer = answerOf.get(leaf.id);
    const result: QuestionResult['result'] =
      !answer || answer.answer === ''
        ? 'unanswered'
        : answer.is_correct === 1
          ? 'correct'
          : 'wrong';
    const entry = modules.get(module.id) ?? { ...module, count: 0, mine: 0, sat: 0, right: 0 };
    entry.count++;
    if (result === 'correct') entry.mine++;
    entry.sat += stat?.sat_count ?? 0;
    entry.right += stat?.correct_count ?? 0;
    modules.set(module.id, entry);
    return {
      index: positionOf.get(leaf.id) ?? index + 1,
      questionId: leaf.id,
      parentId: leaf.parent_id,
      moduleName: module.name,
      result,
      cohortCorrectRate: percent(stat?.correct_count ?? 0, stat?.sat_count ?? 0),
    };
  });
  const moduleResults: ModuleResult[] = [...modules.values()].map((entry) => ({
    id: entry.id,
    name: entry.name,
    questionCount: entry.count,
    myCorrect: entry.mine,
    myAccuracy: percent(entry.mine, entry.count),
    cohortAccuracy: percent(entry.right, entry.sat),
  }));

  const fullTenths = totals.get(stage.paper_id)?.scoreTenths ?? exercise.total_score_tenths;
  const barCount = Math.max(1, Math.ceil(fullTenths / 100));
  const myScore = exercise.score_tenths ?? 0;
  const myBar = Math.min(Math.floor(myScore / 100), barCount - 1);
  const counts = new Map(buckets.map((row) => [row.bucket, row.candidate_count]));
  const distribution: ScoreBucket[] = Array.from({ length: barCount }, (_, bar) => ({
    from: bar * 10,
    to: Math.min((bar + 1) * 10, fullTenths / 10),
    count: counts.get(bar) ?? 0,
    mine: bar === myBar,
  }));

  const ranked = contest.ranked_count;
  return {
    exerciseId: exercise.id,
    submitType: (exercise.submit_type ?? null) as SubmitType | null,
    submittedAt: exercise.submitted_at ?? exercise.updated_at,
    elapsedSeconds: exercise.elapsed_seconds,
    score: myScore / 10,
    totalScore: exercise.total_score_tenths / 10,
    questionCount: exercise.question_count,
    answeredCount: exercise.answered_count ?? 0,
    correctCount: exercise.correct_count ?? 0,
    accuracy: percent(exercise.correct_count ?? 0, exercise.question_count),
    cohort: {
      count: ranked,
      average: ranked > 0 ? Math.round(Number(contest.score_sum_tenths) / ranked) / 10 : 0,
      top: contest.score_top_tenths / 10,
    },
    distribution,
    modules: moduleResults,
    questions,
    estimate: estimateScore(
      moduleResults.map((module) => ({
        name: module.name,
        questionCount: module.questionCount,
        correct: module.myCorrect,
      })),
    ),
    leaveCount: leaveCounts.get(exercise.id) ?? 0,
  };
}

/** The 申论 stage: 待批改 until graders have graded every answer handed in. */
async function essayResult(
  ctx: MockExamsContext,
  stage: StageRow | undefined,
  userId: number,
  entered: boolean,
): Promise<EssayResult | null> {
  if (!stage) return null;
  const leaves = await findPaperLeaves(ctx.db, stage.paper_id);
  const totalTenths = leaves.reduce((sum, leaf) => sum + leaf.score_tenths, 0);
  const answers = entered
    ? await findAnswersOf(
        ctx.db,
        userId,
        leaves.map((leaf) => leaf.id),
      )
    : new Map();
  const handed = [...answers.values()].filter((row) => row.status !== 'draft');
  const graded = handed.filter((row) => row.status === 'graded');
  const base = {
    totalScore: totalTenths / 10,
    gradedCount: graded.length,
    questionCount: leaves.length,
  };
  if (handed.length === 0) return { ...base, status: 'not_taken', score: null };
  if (graded.length < handed.length) return { ...base, status: 'pending', score: null };
  const score = graded.reduce((sum, row) => sum + (row.user_score_tenths ?? 0), 0) / 10;
  return { ...base, status: 'graded', score };
}

export async function contestResult(
  ctx: MockExamsContext,
  userId: number,
  input: { mockExamId: number; exerciseId?: number },
  now: number,
) {
  await settleDue(ctx, now);
  const { contest, stages } = await requireContest(ctx, input.mockExamId);
  const [application, totals, practices] = await Promise.all([
    findApplication(ctx.db, contest.id, userId),
    paperTotals(
      ctx.db,
      stages.map((stage) => stage.paper_id),
    ),
    findPracticeAttempts(ctx.db, contest.id, userId),
  ]);
  const applied = application !== undefined;
  const myAttempts = await stageAttemptsOf(ctx, contest, stages, totals, userId, applied, now);
  const published = contest.results_published_at !== null;
  const head = {
    mockExamId: contest.id,
    title: contest.title,
    state: contestState(contest, now),
    now: new Date(now).toISOString(),
    endAt: contest.end_at,
    resultsPublished: published,
    resultsPublishedAt: contest.results_published_at,
    applied,
    myAttempts,
    practiceAttempts: practices.map(({ stage, exercise }) => ({
      exerciseId: exercise.id,
      stage: stage as MockExamStage,
      status: exercise.status as 'doing' | 'paused' | 'submitted',
      score: exercise.status === 'submitted' ? (exercise.score_tenths ?? 0) / 10 : null,
      submittedAt: exercise.submitted_at,
    })),
  };
  const ranked = stages.find((stage) => stage.stage === RANKED_STAGE);
  const essayStage = stages.find((stage) => stage.stage === 'shenlun');

  if (input.exerciseId !== undefined) {
    const practice = practices.find((entry) => entry.exercise.id === input.exerciseId);
    if (!practice) throw new ApiError(ApiCode.NOT_FOUND, MOCK_MSG.practiceNotFound);
    if (practice.exercise.status !== 'submitted') {
      return { ...head, result: null, pendingReason: '本次练习还未交卷，交卷后即可查看成绩与排名' };
    }
    if (practice.stage !== RANKED_STAGE || !ranked) {
      return {
        ...head,
        result: null,
        pendingReason: '申论练习由你对照参考答案自评，不计排名；可在练习解析中查看参考答案',
      };
    }
    if (!published) {
      return { ...head, result: null, pendingReason: '本场模考的成绩还在统计中，请稍后再看' };
    }
    return {
      ...head,
      result: await practiceResult(ctx, contest, ranked, practice.exercise),
      pendingReason: '',
    };
  }

  if (!published || !ranked) {
    const pendingReason = !applied
      ? '你没有报名本场模考'
      : now < closesAt(contest.end_at)
        ? `成绩将在模考结束后公布（${shanghaiTime(contest.end_at)} 结束）`
        : '成绩正在统计中，请稍后刷新';
    return { ...head, result: null, pendingReason };
  }
  const row = await findResult(ctx.db, contest.id, userId);
  const entries = await findEntryAttempts(ctx.db, contest.id, userId);
  const exercise = entries.find((entry) => entry.stage === RANKED_STAGE)?.exercise;
  if (!row || !exercise) {
    return {
      ...head,
      result: null,
      pendingReason: applied ? '你没有参加本场模考的行测考试，没有成绩' : '你没有报名本场模考',
    };
  }
  const body = await resultBody(ctx, contest, ranked, exercise);
  const overall = await countAround(ctx.db, contest.id, row.score_tenths);
  const province =
    row.province === ''
      ? null
      : groupRank(
          row.province,
          await countAround(ctx.db, contest.id, row.score_tenths, { province: row.province }),
        );
  let position: GroupRank | null = null;
  if (row.position_id !== null) {
    const named = (await findPositionsWithExam(ctx.db, [row.position_id])).get(row.position_id);
    position = groupRank(
      named ? `${named.department} ${named.positionName}` : '同职位',
      await countAround(ctx.db, contest.id, row.score_tenths, { positionId: row.position_id }),
    );
  }
  const result: ContestResult = {
    ...body,
    attemptKind: 'contest',
    overall: groupRank('全国', overall),
    province,
    position,
    essay: await essayResult(
      ctx,
      essayStage,
      userId,
      entries.some((entry) => entry.stage === 'shenlun'),
    ),
  };
  return { ...head, result, pendingReason: '' };
}

/** A later practice, placed where its score would rank in the cohort, without joining it. */
async function practiceResult(
  ctx: MockExamsContext,
  contest: ContestRow,
  stage: StageRow,
  exercise: ExerciseRow,
): Promise<ContestResult> {
  const body = await resultBody(ctx, contest, stage, exercise);
  const around = await countAround(ctx.db, contest.id, exercise.score_tenths ?? 0);
  return {
    ...body,
    attemptKind: 'practice',
    // Placed among the cohort as if one more candidate: the place is where this score falls,
    // so the field it is placed in is the cohort plus this practice (else a last place would
    // read 第 2001 名 / 共 2000 人). Beaten is out of the cohort alone: the practice does not
    // beat itself, as a contestant's beatPercent excludes them too.
    overall: {
      name: '全国',
      rank: around.above + 1,
      total: around.total + 1,
      beatPercent: around.total > 0 ? percent(around.below, around.total) : 100,
    },
    province: null,
    position: null,
    essay: null,
  };
}
