/** Times are stored in UTC and shown in China time, whatever the browser's zone. */
const chinaParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
});

const WEEKDAYS: Record<string, string> = {
  Mon: '周一',
  Tue: '周二',
  Wed: '周三',
  Thu: '周四',
  Fri: '周五',
  Sat: '周六',
  Sun: '周日',
};

/** A moment as a clock in China reads it. */
export interface ChinaTime {
  year: number;
  month: number;
  day: number;
  /** 2025-03-01 */
  date: string;
  /** 14:05 */
  clock: string;
  /** 周六 */
  weekday: string;
}

/**
 * The China-time reading of a moment, the one source of the dates, clocks and weekdays the site
 * writes. Throws a RangeError for a string that is not a time: callers that take text from the
 * server unchecked test it first.
 */
export function chinaTime(at: string | number | Date): ChinaTime {
  const map: Record<string, string> = {};
  for (const part of chinaParts.formatToParts(at instanceof Date ? at : new Date(at))) {
    map[part.type] = part.value;
  }
  return {
    year: Number(map.year),
    month: Number(map.month),
    day: Number(map.day),
    date: `${map.year}-${map.month}-${map.day}`,
    clock: `${map.hour}:${map.minute}`,
    weekday: WEEKDAYS[map.weekday ?? ''] ?? '',
  };
}

function validDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 2025-03-01 14:05 */
export function formatDateTime(iso: string | null | undefined): string {
  const date = validDate(iso);
  if (!date) return '';
  const t = chinaTime(date);
  return `${t.date} ${t.clock}`;
}

/** 2025-03-01 */
export function formatDate(iso: string | null | undefined): string {
  const date = validDate(iso);
  return date ? chinaTime(date).date : '';
}

/** 05:07, 1:02:03 — a video's length or a position in it. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** ￥39.00 — amounts arrive from the server as yuan strings already; nothing is computed here. */
export function yuan(amount: string): string {
  return `￥${amount}`;
}

/** 29:59 — what is left of a payment window, never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
