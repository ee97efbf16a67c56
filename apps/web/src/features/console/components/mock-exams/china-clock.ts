import dayjs, { type Dayjs } from 'dayjs';
import { chinaTime } from '../../../../lib/format';

/**
 * Contests are scheduled in China time whatever the browser's zone. The pickers hold a wall-clock
 * reading — a Dayjs whose date and time are what a clock in China shows — which becomes an
 * instant only with the +08:00 offset, when sent or compared with another moment.
 */

/** The China wall clock at a moment (an ISO time from the server, or now). */
export function chinaClock(at: string | number | Date): Dayjs {
  const time = chinaTime(at);
  return dayjs(`${time.date}T${time.clock}`);
}

/** The China wall clock now, to the minute. */
export const chinaNow = () => chinaClock(Date.now());

/** A picked reading as the server takes it: 2026-12-06T09:00:00+08:00. */
export const chinaInstant = (clock: Dayjs) => `${clock.format('YYYY-MM-DDTHH:mm')}:00+08:00`;

/** The moment a picked reading stands for, in milliseconds. */
export const instantOf = (clock: Dayjs) => Date.parse(chinaInstant(clock));

/** Minutes from one reading to another (negative when `to` comes first). */
export const minutesBetween = (from: Dayjs, to: Dayjs) =>
  (instantOf(to) - instantOf(from)) / 60_000;

/** The reading `minutes` later (counted on the instant: no daylight saving of the browser's). */
export const addMinutes = (clock: Dayjs, minutes: number) =>
  chinaClock(instantOf(clock) + minutes * 60_000);
