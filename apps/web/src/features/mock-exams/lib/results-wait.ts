import type { MockExamExplain } from '../api/mock-exam-explain';
import type { MockExamResult } from '../api/mock-exam-result';

/**
 * How often the contest page asks again while an ended contest's results are being worked
 * out: the server opens practice and publishes the results a little after the end (a grace
 * for late hand-ins, then the sweep), and no clock on the page marks that moment.
 */
export const RESULTS_POLL_MS = 15_000;

/** Shown while the contest is over and its results are not out yet. */
export const RESULTS_PENDING_TEXT = '成绩统计中，稍后自动刷新';

/** The contest is over but the server has not yet published its results or opened practice. */
export function awaitingResults(
  explain: Pick<MockExamExplain, 'state' | 'resultsPublished' | 'practiceOpen'>,
): boolean {
  return explain.state === 'ended' && !(explain.resultsPublished && explain.practiceOpen);
}

/** The contest page's refetch interval: every RESULTS_POLL_MS until everything is out. */
export function explainPollInterval(
  explain: Pick<MockExamExplain, 'state' | 'resultsPublished' | 'practiceOpen'> | undefined,
): number | false {
  return explain && awaitingResults(explain) ? RESULTS_POLL_MS : false;
}

/**
 * My result's refetch interval: while the contest is over (by the contest page's newer answer
 * or by this one) and this answer does not carry published results yet.
 */
export function resultPollInterval(
  result: Pick<MockExamResult, 'state' | 'resultsPublished'> | undefined,
  contestEnded: boolean,
): number | false {
  if (!result || result.resultsPublished) return false;
  return contestEnded || result.state === 'ended' ? RESULTS_POLL_MS : false;
}
