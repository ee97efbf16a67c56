/**
 * Slot times in China time, whatever the browser's zone: the day a slot falls on (its key and
 * label) and its hours, for the slot picker, the dialog and the order page.
 */
const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
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

interface ChinaTime {
  year: number;
  month: number;
  day: number;
  hhmm: string;
  weekday: string;
}

export function chinaTime(iso: string): ChinaTime {
  const map = Object.fromEntries(
    parts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return {
    year: Number(map.year),
    month: Number(map.month),
    day: Number(map.day),
    hhmm: `${map.hour}:${map.minute}`,
    weekday: WEEKDAYS[map.weekday ?? ''] ?? '',
  };
}

/** 2026-06-03: the China day a time falls on, to group slots by. */
export function dayKey(iso: string): string {
  const t = chinaTime(iso);
  return `${t.year}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;
}

/** 6月3日 周三 */
export function dayLabel(iso: string): string {
  const t = chinaTime(iso);
  return `${t.month}月${t.day}日 ${t.weekday}`;
}

/** 19:00–21:00 */
export function hoursLabel(startsAt: string, endsAt: string): string {
  return `${chinaTime(startsAt).hhmm}–${chinaTime(endsAt).hhmm}`;
}

/** 6月3日 周三 19:00–21:00 */
export function slotLabel(startsAt: string, endsAt: string): string {
  return `${dayLabel(startsAt)} ${hoursLabel(startsAt, endsAt)}`;
}
