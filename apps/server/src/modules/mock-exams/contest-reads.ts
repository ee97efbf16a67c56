import { ApiCode } from '@shangan/shared';
import { ApiError } from '../../lib/api-error.ts';
import { handInIfOpen, LATE_GRACE_SECONDS, secondsOverLimit } from '../question-bank/public.ts';
import { countAnsweredOf, findEntryAttempts, type AttemptOf } from './bank-reads.repository.ts';
import { myStageAttempts, type PaperTotals } from './contest-views.ts';
import type { MockExamsContext } from './context.ts';
import { MOCK_MSG } from './messages.ts';
import {
  countLeaveEvents,
  findContest,
  findStages,
  type ContestRow,
  type StageRow,
} from './mock-exam.repository.ts';

/** Reads the detail, the result page and the starts share. */

export async function requireContest(
  ctx: MockExamsContext,
  contestId: number,
): Promise<{ contest: ContestRow; stages: StageRow[] }> {
  const contest = await findContest(ctx.db, contestId);
  if (!contest) throw new ApiError(ApiCode.NOT_FOUND, MOCK_MSG.notFound);
  const stages = (await findStages(ctx.db, [contestId])).get(contestId) ?? [];
  return { contest, stages };
}

/**
 * A learner's attempts of a contest, those whose time and grace ran out while nobody looked
 * handed in first (by the clock), so the page never shows 进行中 past the end.
 */
export async function currentEntries(
  ctx: MockExamsContext,
  contestId: number,
  userId: number,
  now: number,
): Promise<AttemptOf[]> {
  const entries = await findEntryAttempts(ctx.db, contestId, userId);
  const overdue = entries.filter(
    (entry) =>
      entry.exercise.status !== 'submitted' &&
      secondsOverLimit(entry.exercise, now) > LATE_GRACE_SECONDS,
  );
  for (const entry of overdue) await handInIfOpen(ctx, entry.exercise.id, now);
  return overdue.length > 0 ? findEntryAttempts(ctx.db, contestId, userId) : entries;
}

export async function stageAttemptsOf(
  ctx: MockExamsContext,
  contest: ContestRow,
  stages: StageRow[],
  totals: PaperTotals,
  userId: number,
  applied: boolean,
  now: number,
) {
  const entries = await currentEntries(ctx, contest.id, userId, now);
  const ids = entries.map((entry) => entry.exercise.id);
  const [answered, leaves] = await Promise.all([
    countAnsweredOf(ctx.db, ids),
    countLeaveEvents(ctx.db, ids, { event: 'hidden' }),
  ]);
  return myStageAttempts({ contest, stages, totals, entries, answered, leaves, applied, now });
}
