import { HOMEWORK_LIMITS, HOMEWORK_MSG } from '@shangan/shared';

/** The homework limits and refusals the correction screen says before sending, as the server. */
export const LIMITS = HOMEWORK_LIMITS;
export const MSG = HOMEWORK_MSG;

/** What is wrong with a subjective item's score, or null: 0 up to its score, steps of 0.5. */
export function itemScoreProblem(score: number | null | undefined, max: number): string | null {
  if (score === null || score === undefined) return MSG.scoreMissing;
  if (!Number.isFinite(score) || score < 0 || score > max || !Number.isInteger(score * 2)) {
    return MSG.scoreRange;
  }
  return null;
}
