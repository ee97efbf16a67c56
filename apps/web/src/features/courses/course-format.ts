import { formatDateTime } from '../../lib/format';

/** 45分钟, 2小时, 3小时20分钟 — minutes of study or of video. */
export function formatMinutes(minutes: number): string {
  const total = Math.max(0, Math.floor(minutes));
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return `${m}分钟`;
  return m === 0 ? `${h}小时` : `${h}小时${m}分钟`;
}

/**
 * 30秒, 3分钟, 2分30秒: how much of a lesson a trial shows. Rounding to whole minutes would
 * promise a 30-second preview as 1分钟.
 */
export function trialLengthText(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  if (m === 0) return `${s}秒`;
  return s === 0 ? `${m}分钟` : `${m}分${s}秒`;
}

/** A public class's time: 即将开播 (with its start) until it starts, then 直播回放. */
export function liveTimeText(startsAt: string, now = Date.now()): string {
  return new Date(startsAt).getTime() > now
    ? `${formatDateTime(startsAt)} 开播`
    : `${formatDateTime(startsAt)} 已开播 · 可看回放`;
}

/** 永久有效 or 购买后365天有效. */
export function validityText(days: number): string {
  return days > 0 ? `购买后${days}天有效` : '永久有效';
}

/** A course's teachers as one line (张老师、李老师). */
export function teacherNames(course: { teachers: ReadonlyArray<{ name: string }> }): string {
  return course.teachers.map((teacher) => teacher.name).join('、');
}

/** How long a bought course lasts: free ones never end, else the server's validity days. */
export function courseValidityText(course: { isFree: boolean; validityDays: number }): string {
  return course.isFree ? '永久有效' : validityText(course.validityDays);
}
