import {
  MOCK_EXAM_STAGE_NAMES,
  type MockExamStage,
  type MockExamState,
} from '@shangan/shared/contracts/mock-exams';
import { LATE_GRACE_SECONDS } from '../question-bank/public.ts';
import type { ContestRow, EntryState, StageRow } from './mock-exam.repository.ts';

/**
 * The contest's clock, the server's alone. Pure functions of the contest's times and `now`, so
 * every rule (who may apply, enter, when results are due) is tested without waiting.
 *
 * - Applying opens at apply_start_at and stays open until the first stage's late-entry cutoff.
 * - A stage may be entered from its start until start + late_entry_minutes; an attempt begun
 *   in time runs to the stage's end (a late entrant gets less time) and cannot be paused.
 * - The contest is over once its last stage ended and the bank's grace for a last save on the
 *   wire has passed: then the open attempts are handed in and the results computed, and its
 *   questions' keys may be shown.
 */

export const ms = (iso: string) => Date.parse(iso);

export function contestState(contest: ContestRow, now: number): MockExamState {
  if (now < ms(contest.apply_start_at)) return 'upcoming';
  if (now < ms(contest.start_at)) return 'applying';
  if (now < ms(contest.end_at)) return 'running';
  return 'ended';
}

export function lateEntryAt(contest: ContestRow, stage: StageRow): string {
  return new Date(ms(stage.start_at) + contest.late_entry_minutes * 60_000).toISOString();
}

/** Applications close with the first stage's late entry. */
export function applyEndAt(contest: ContestRow, stages: StageRow[]): string {
  const first = stages[0];
  return first ? lateEntryAt(contest, first) : contest.start_at;
}

/**
 * How long after a stage's end it is closed for good: its open attempts are handed in, and
 * (for the last stage) the keys come out and the results are computed. It must not come before
 * the last save the bank still takes, or a key could be read while an attempt takes answers.
 * The bank takes a save while the attempt's whole elapsed seconds are at most LATE_GRACE_SECONDS
 * over its limit, so up to (grace + 1) s after the limit runs out, less a millisecond; and the
 * limit itself is the stage's time left in whole seconds, at least 1, so it may run out up to a
 * second after the stage's end for someone who began in its last second. Hence grace + 2 s:
 * one rule for the embargo, the sweep and the results, later than any save.
 */
export const CLOSE_AFTER_END_MS = (LATE_GRACE_SECONDS + 2) * 1000;

/** When a stage (or the contest, its last stage) stops taking answers for good. */
export function closesAt(endAt: string): number {
  return ms(endAt) + CLOSE_AFTER_END_MS;
}

/** The latest end a stage or contest can have and be closed at `now` (closesAt inverted). */
export function closedEndCutoff(now: number): string {
  return new Date(now - CLOSE_AFTER_END_MS).toISOString();
}

/** 5月18日 09:00 in Asia/Shanghai (UTC+8, no daylight saving). */
export function shanghaiTime(iso: string): string {
  const local = new Date(ms(iso) + 8 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getUTCMonth() + 1}月${local.getUTCDate()}日 ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

export function whyMayNotApply(
  contest: ContestRow,
  stages: StageRow[],
  now: number,
  applied: boolean,
): string {
  if (applied) return '你已报名本场模考';
  if (now < ms(contest.apply_start_at)) {
    return `报名尚未开始，${shanghaiTime(contest.apply_start_at)} 开放报名`;
  }
  if (now >= ms(applyEndAt(contest, stages))) {
    return now >= ms(contest.end_at)
      ? '本场模考已结束，可在往期模考中练习'
      : '报名已截止（开考后超过入场时间不能再报名）';
  }
  return '';
}

/**
 * Why the learner may not open a stage now ('' when they may): the rule behind the detail's
 * mayStart and the start itself, so the two never disagree.
 */
export function whyMayNotStart(input: {
  contest: ContestRow;
  stage: StageRow;
  now: number;
  applied: boolean;
  entry: EntryState | null;
}): string {
  const { contest, stage, now, entry } = input;
  const name = MOCK_EXAM_STAGE_NAMES[stage.stage as MockExamStage] ?? stage.stage;
  if (entry?.status === 'submitted') return `${name}已交卷，成绩将在模考结束后公布`;
  if (now >= ms(stage.end_at)) {
    return now >= ms(contest.end_at) ? '本场模考已结束，可在往期模考中练习' : `${name}考试已结束`;
  }
  if (!input.applied) return '请先报名本场模考';
  if (now < ms(stage.start_at)) {
    return `${name}考试尚未开始，开考时间 ${shanghaiTime(stage.start_at)}`;
  }
  if (!entry && now >= ms(lateEntryAt(contest, stage))) {
    return `开考已超过${contest.late_entry_minutes}分钟，不能再进入${name}考试`;
  }
  return '';
}

/** Seconds from now to the stage's end: the time limit of an attempt begun now. */
export function secondsLeft(stage: StageRow, now: number): number {
  return Math.max(1, Math.floor((ms(stage.end_at) - now) / 1000));
}
