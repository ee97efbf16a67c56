import { Msg } from './messages.ts';

/** A mainland mobile number: 11 digits, starting with 1, second digit 3 to 9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const SMS_CODE_PATTERN = /^\d{4}$/;

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/**
 * What is wrong with a grader's score, or null: 0 up to the question's full score, in steps of
 * 0.5. The grading page says it before sending; the server refuses the same scores.
 */
export function gradeScoreProblem(
  score: number | null | undefined,
  maxPoints: number,
): string | null {
  if (score === null || score === undefined || !Number.isFinite(score)) return Msg.badScore;
  if (score < 0 || !Number.isInteger(score * 2)) return Msg.badScore;
  if (score > maxPoints) return `得分不能超过本题满分${maxPoints}分`;
  return null;
}
