/**
 * Where an exam of the calendar stands (GET /pc/examTopic/getExamTopic): days to go and its
 * sign-up window, counted in China's days whatever the browser's zone, since the calendar's
 * dates are Asia/Shanghai dates.
 */
import { chinaTime } from './format';

const DAY_MS = 86_400_000;

/** Days from today (China) to a YYYY-MM-DD date; negative once it is past. */
export function daysUntil(date: string, now: Date = new Date()): number {
  const today = Date.parse(`${chinaTime(now).date}T00:00:00Z`);
  return Math.round((Date.parse(`${date}T00:00:00Z`) - today) / DAY_MS);
}

export type SignupPhase = 'upcoming' | 'open' | 'closed';

export interface SignupState {
  phase: SignupPhase;
  /** 3天后报名, 报名中, 报名已结束. */
  label: string;
}

export function signupState(
  exam: { signupStart: string; signupEnd: string },
  now: Date = new Date(),
): SignupState {
  const toStart = daysUntil(exam.signupStart, now);
  if (toStart > 0) return { phase: 'upcoming', label: `${toStart}天后报名` };
  if (daysUntil(exam.signupEnd, now) >= 0) return { phase: 'open', label: '报名中' };
  return { phase: 'closed', label: '报名已结束' };
}

/** 距笔试12天, or 已开考 from the exam day on. */
export function examCountdown(examDate: string, now: Date = new Date()): string {
  const days = daysUntil(examDate, now);
  return days > 0 ? `距笔试${days}天` : '已开考';
}
