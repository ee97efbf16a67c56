import type { MockExamExplain } from '../api/mock-exam-explain';

export interface Moment {
  /** 距报名开始 / 距行测开考 / 距行测结束 */
  label: string;
  at: string;
}

const time = (iso: string) => Date.parse(iso);

/**
 * What the contest page counts down to at `nowMs` (the server's time): the opening of
 * applications, then each stage's start and end in turn; nothing once the last stage is over.
 */
export function nextMoment(
  explain: Pick<MockExamExplain, 'applyStartAt' | 'stageList'>,
  nowMs: number,
): Moment | null {
  if (nowMs < time(explain.applyStartAt)) {
    return { label: '距报名开始', at: explain.applyStartAt };
  }
  const stages = [...explain.stageList].sort((a, b) => time(a.startAt) - time(b.startAt));
  for (const stage of stages) {
    if (nowMs < time(stage.startAt)) return { label: `距${stage.name}开考`, at: stage.startAt };
    if (nowMs < time(stage.endAt)) return { label: `距${stage.name}结束`, at: stage.endAt };
  }
  return null;
}

/**
 * The next time at which what the page may offer changes (applications open or close, a stage
 * starts, stops taking first entries or ends): the page asks the server again then.
 */
export function nextBoundary(
  explain: Pick<MockExamExplain, 'applyStartAt' | 'applyEndAt' | 'endAt' | 'stageList'>,
  nowMs: number,
): number | null {
  const times = [
    explain.applyStartAt,
    explain.applyEndAt,
    explain.endAt,
    ...explain.stageList.flatMap((stage) => [stage.startAt, stage.lateEntryAt, stage.endAt]),
  ]
    .map(time)
    .filter((at) => !Number.isNaN(at) && at > nowMs);
  return times.length > 0 ? Math.min(...times) : null;
}
