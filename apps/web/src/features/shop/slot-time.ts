/**
 * Slot times in China time, whatever the browser's zone: the day a slot falls on (its key and
 * label) and its hours, for the slot picker, the dialog and the order page.
 */
import { chinaTime } from '../../lib/format';

/** 2026-06-03: the China day a time falls on, to group slots by. */
export function dayKey(iso: string): string {
  return chinaTime(iso).date;
}

/** 6月3日 周三 */
export function dayLabel(iso: string): string {
  const t = chinaTime(iso);
  return `${t.month}月${t.day}日 ${t.weekday}`;
}

/** 19:00–21:00 */
export function hoursLabel(startsAt: string, endsAt: string): string {
  return `${chinaTime(startsAt).clock}–${chinaTime(endsAt).clock}`;
}

/** 6月3日 周三 19:00–21:00 */
export function slotLabel(startsAt: string, endsAt: string): string {
  return `${dayLabel(startsAt)} ${hoursLabel(startsAt, endsAt)}`;
}
