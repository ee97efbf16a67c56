const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long the oldest piece has waited, in words: "45 分钟", "3 小时", "2 天" (whole units,
 * rounded down); 无 when nothing waits.
 */
export function waitedFor(since: string | null, now: number): string {
  if (!since) return '无';
  const waited = Math.max(0, now - new Date(since).getTime());
  if (waited >= DAY) return `${Math.floor(waited / DAY)} 天`;
  if (waited >= HOUR) return `${Math.floor(waited / HOUR)} 小时`;
  if (waited >= MINUTE) return `${Math.floor(waited / MINUTE)} 分钟`;
  return '不到 1 分钟';
}

/** Mean hours from hand-in to grade, to one decimal: "4.5 小时"; — with nothing graded. */
export function meanHoursText(hours: number | null): string {
  if (hours === null) return '—';
  return `${Number(hours.toFixed(1))} 小时`;
}
