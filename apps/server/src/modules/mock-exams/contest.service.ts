import { ApiCode } from '@shangan/shared';
import type { MockExamStage, MockExamState } from '@shangan/shared/contracts/mock-exams';
import { lockKey, lockKeyShared } from '../../db/locks.ts';
import { ApiError } from '../../lib/api-error.ts';
import { findPositionsWithExam, type PositionWithExam } from '../enlistment/public.ts';
import {
  findEntryAttemptsOfContests,
  findPaperRegions,
  paperTotals,
} from './bank-reads.repository.ts';
import { contestProvince, positionFitsContest } from './contest-exam.ts';
import { closesAt, ms, whyMayNotApply, whyMayNotStart } from './contest-clock.ts';
import { requireContest, stageAttemptsOf } from './contest-reads.ts';
import { attemptStatus, contestSummary, stageInfo } from './contest-views.ts';
import { applyLockKey, contestLockKey, type MockExamsContext } from './context.ts';
import { MOCK_MSG, REMIND_BEFORE_MS, REMINDER_DELIVERY } from './messages.ts';
import {
  countApplicants,
  findAppliedContestIds,
  findApplication,
  findApplicationPage,
  findContest,
  findContestPage,
  findStages,
  insertApplication,
  updateReminder,
  type ApplicationRow,
  type ContestRow,
} from './mock-exam.repository.ts';
import { provinceOfPosition, normalizeProvince } from './provinces.ts';
import { findResultsOf } from './results.repository.ts';
import { settleDue } from './sweeper.ts';

/**
 * The contest as learners see it: the public list, the detail page with my application and
 * attempts, applying, my contests, and the start reminder. Every answer is computed at `now`,
 * the server's time, which the caller passes (tests move it).
 */

export async function listContests(
  ctx: MockExamsContext,
  userId: number | null,
  filter: { state?: MockExamState; examType?: string; page: number; size: number },
  now: number,
) {
  await settleDue(ctx, now);
  const { rows, total } = await findContestPage(ctx.db, {
    ...filter,
    examType: filter.examType?.trim() || undefined,
    nowIso: new Date(now).toISOString(),
  });
  const ids = rows.map((row) => row.id);
  const [stages, applicants, applied] = await Promise.all([
    findStages(ctx.db, ids),
    countApplicants(ctx.db, ids),
    userId === null
      ? Promise.resolve(new Set<number>())
      : findAppliedContestIds(ctx.db, userId, ids),
  ]);
  const totals = await paperTotals(
    ctx.db,
    [...stages.values()].flat().map((stage) => stage.paper_id),
  );
  return {
    list: rows.map((row) =>
      contestSummary(
        row,
        stages.get(row.id) ?? [],
        totals,
        { applicants: applicants.get(row.id) ?? 0, applied: applied.has(row.id) },
        now,
      ),
    ),
    total,
  };
}

export async function contestDetail(
  ctx: MockExamsContext,
  userId: number | null,
  contestId: number,
  now: number,
) {
  await settleDue(ctx, now);
  const { contest, stages } = await requireContest(ctx, contestId);
  const [totals, applicants, application] = await Promise.all([
    paperTotals(
      ctx.db,
      stages.map((stage) => stage.paper_id),
    ),
    countApplicants(ctx.db, [contestId]),
    userId === null ? Promise.resolve(undefined) : findApplication(ctx.db, contestId, userId),
  ]);
  const applied = application !== undefined;
  const summary = contestSummary(
    contest,
    stages,
    totals,
    { applicants: applicants.get(contestId) ?? 0, applied },
    now,
  );
  const myAttempts =
    userId === null
      ? []
      : await stageAttemptsOf(ctx, contest, stages, totals, userId, applied, now);
  const applyBlockedReason =
    userId === null
      ? whyMayNotApply(contest, stages, now, false) || '请先登录后报名'
      : whyMayNotApply(contest, stages, now, applied);
  // The stage being sat now, or else the next one to come (or the last, once all are over).
  const current = stages.find((stage) => ms(stage.start_at) <= now && now < ms(stage.end_at));
  const next = current ?? stages.find((stage) => now < ms(stage.start_at)) ?? stages.at(-1);
  const nextAttempt = next ? myAttempts.find((attempt) => attempt.stage === next.stage) : undefined;
  const startBlockedReason =
    userId === null
      ? '请先登录'
      : next
        ? (nextAttempt?.startBlockedReason ??
          whyMayNotStart({ contest, stage: next, now, applied, entry: null }))
        : MOCK_MSG.noSuchStage;
  return {
    ...summary,
    rules: contest.rules,
    stageList: stages.map((stage) => stageInfo(contest, stage, totals)),
    lateEntryMinutes: contest.late_entry_minutes,
    shuffleQuestions: contest.shuffle_questions === 1,
    shuffleOptions: contest.shuffle_options === 1,
    now: new Date(now).toISOString(),
    resultsPublishedAt: contest.results_published_at,
    myApplication: application ? await applicationView(ctx, application) : null,
    mayApply: applyBlockedReason === '',
    applyBlockedReason,
    myAttempts,
    currentStage: (current?.stage ?? null) as MockExamStage | null,
    mayStart: startBlockedReason === '',
    startBlockedReason,
    practiceOpen: now >= closesAt(contest.end_at),
  };
}

async function applicationView(ctx: MockExamsContext, application: ApplicationRow) {
  const positions =
    application.position_id === null
      ? new Map<number, PositionWithExam>()
      : await findPositionsWithExam(ctx.db, [application.position_id]);
  const position =
    application.position_id === null ? undefined : positions.get(application.position_id);
  return {
    appliedAt: application.created_at,
    position: position
      ? {
          id: position.id,
          code: position.code,
          name: position.positionName,
          department: position.department,
          location: position.location,
          examName: position.examShortName || position.examName,
        }
      : null,
    province: application.province,
    reminderEnabled: application.reminder_enabled === 1,
  };
}

/**
 * Applies once: inside the window, with an optional position of the position tables — one of
 * the contest's exam (contest-exam.ts); its province ranks me — or a province. A second
 * application, also one racing the first, changes nothing and says so.
 */
export async function applyToContest(
  ctx: MockExamsContext,
  userId: number,
  input: { mockExamId: number; positionId?: number; province?: string },
  now: number,
) {
  const { contest, stages } = await requireContest(ctx, input.mockExamId);
  let position: PositionWithExam | undefined;
  if (input.positionId !== undefined) {
    position = (await findPositionsWithExam(ctx.db, [input.positionId])).get(input.positionId);
    if (!position) throw new ApiError(ApiCode.BAD_REQUEST, MOCK_MSG.positionNotFound);
    const regions = await findPaperRegions(
      ctx.db,
      stages.map((stage) => stage.paper_id),
    );
    const exam = { examType: contest.exam_type, province: contestProvince(contest.title, regions) };
    if (!positionFitsContest(position, exam)) {
      throw new ApiError(ApiCode.BAD_REQUEST, MOCK_MSG.positionOfOtherExam);
    }
  }
  let province = position ? provinceOfPosition(position) : '';
  if (!province && input.province !== undefined) {
    province = normalizeProvince(input.province);
    if (!province) throw new ApiError(ApiCode.BAD_REQUEST, MOCK_MSG.badProvince);
  }
  const nowIso = new Date(now).toISOString();
  const newlyApplied = await ctx.db.transaction().execute(async (trx) => {
    await lockKeyShared(trx, ctx.engine, contestLockKey(contest.id));
    await lockKey(trx, ctx.engine, applyLockKey(contest.id, userId));
    // The schedule as it stands now: staff may have changed it since it was read above.
    const current = await findContest(trx, contest.id);
    if (!current) throw new ApiError(ApiCode.NOT_FOUND, MOCK_MSG.notFound);
    const currentStages = (await findStages(trx, [contest.id])).get(contest.id) ?? [];
    const existing = await findApplication(trx, contest.id, userId);
    const reason = whyMayNotApply(current, currentStages, now, existing !== undefined);
    if (existing) return false;
    if (reason) throw new ApiError(ApiCode.BAD_REQUEST, reason);
    return insertApplication(trx, {
      mock_exam_id: contest.id,
      user_id: userId,
      position_id: position?.id ?? null,
      province,
      created_at: nowIso,
    });
  });
  const application = await findApplication(ctx.db, contest.id, userId);
  if (!application) throw new ApiError(ApiCode.BAD_REQUEST, MOCK_MSG.notApplied);
  const applicants = await countApplicants(ctx.db, [contest.id]);
  return {
    application: await applicationView(ctx, application),
    applicantCount: applicants.get(contest.id) ?? 0,
    newlyApplied,
  };
}

export async function myContests(
  ctx: MockExamsContext,
  userId: number,
  filter: { state?: MockExamState; page: number; size: number },
  now: number,
) {
  await settleDue(ctx, now);
  const { rows, total } = await findApplicationPage(ctx.db, userId, {
    ...filter,
    nowIso: new Date(now).toISOString(),
  });
  const ids = rows.map((row) => row.id);
  const [stages, applicants, attempts, results] = await Promise.all([
    findStages(ctx.db, ids),
    countApplicants(ctx.db, ids),
    findEntryAttemptsOfContests(ctx.db, userId, ids, 'xingce'),
    findResultsOf(ctx.db, userId, ids),
  ]);
  const totals = await paperTotals(
    ctx.db,
    [...stages.values()].flat().map((stage) => stage.paper_id),
  );
  return {
    list: rows.map(({ applied_at, ...row }) => {
      const own = stages.get(row.id) ?? [];
      const summary = contestSummary(
        row,
        own,
        totals,
        { applicants: applicants.get(row.id) ?? 0, applied: true },
        now,
      );
      const xingce = own.find((stage) => stage.stage === 'xingce');
      const result = row.results_published_at ? results.get(row.id) : undefined;
      return {
        ...summary,
        appliedAt: applied_at,
        attemptStatus: attemptStatus(attempts.get(row.id)),
        score: result ? result.score_tenths / 10 : null,
        totalScore: xingce ? (totals.get(xingce.paper_id)?.scoreTenths ?? 0) / 10 : 0,
        rank: result ? result.rank_overall : null,
        rankTotal: result ? row.ranked_count : null,
      };
    }),
    total,
  };
}

// The start reminder.

function pushSettingOf(contest: ContestRow, application: ApplicationRow | undefined) {
  return {
    mockExamId: contest.id,
    enabled: application?.reminder_enabled === 1,
    remindAt: new Date(ms(contest.start_at) - REMIND_BEFORE_MS).toISOString(),
    delivery: REMINDER_DELIVERY,
  };
}

export async function pushSetting(ctx: MockExamsContext, userId: number, contestId: number) {
  const { contest } = await requireContest(ctx, contestId);
  return pushSettingOf(contest, await findApplication(ctx.db, contestId, userId));
}

/** Kept per contest on the application; turning it on needs an application and a start to come. */
export async function setPushSetting(
  ctx: MockExamsContext,
  userId: number,
  input: { mockExamId: number; enabled: boolean },
  now: number,
) {
  const { contest } = await requireContest(ctx, input.mockExamId);
  const application = await findApplication(ctx.db, contest.id, userId);
  if (!application) throw new ApiError(ApiCode.BAD_REQUEST, MOCK_MSG.reminderNeedsApplication);
  if (input.enabled && now >= ms(contest.start_at)) {
    throw new ApiError(ApiCode.BAD_REQUEST, MOCK_MSG.reminderTooLate);
  }
  await updateReminder(ctx.db, contest.id, userId, input.enabled, new Date(now).toISOString());
  return pushSettingOf(contest, await findApplication(ctx.db, contest.id, userId));
}
