import type { Dayjs } from 'dayjs';
import {
  COACHING_GROUP_MAX,
  COACHING_SLOT_MAX_DAYS,
  COACHING_SLOT_MAX_MINUTES,
  COACHING_SLOT_MIN_MINUTES,
  ConsoleCoachingMsg,
} from '@shangan/shared';
import type {
  ConsoleCoachingProduct,
  ConsoleCoachingSlot,
} from '@shangan/shared/contracts/console/coaching';
import { chinaTime } from '../../../../lib/format';
import type { CoachingSlotBody } from '../../api/console-coaching';
import {
  addMinutes,
  chinaClock,
  chinaInstant,
  instantOf,
  minutesBetween,
} from '../mock-exams/china-clock';

/** A time's dialog as typed: its coach, China wall-clock start and end, and seats. */
export interface SlotValues {
  coachId?: number;
  startsAt: Dayjs | null;
  endsAt: Dayjs | null;
  capacity: number | null;
}

/** How long a new time lasts until staff set another length: two hours. */
export const DEFAULT_SLOT_MINUTES = 120;

const DAY_MS = 86_400_000;
/** A product whose last time is nearer than this runs out of times to book soon. */
export const RUNNING_OUT_DAYS = 7;

/** A time's length in minutes. */
export const slotMinutes = (slot: Pick<ConsoleCoachingSlot, 'startsAt' | 'endsAt'>) =>
  Math.round((Date.parse(slot.endsAt) - Date.parse(slot.startsAt)) / 60_000);

/**
 * A new time's fields: the coach when the product has only one, no time yet, and one seat for
 * 一对一 (a class's seats as its latest time had them, if any).
 */
export function newSlotValues(
  product: ConsoleCoachingProduct,
  latest: ConsoleCoachingSlot | undefined,
): SlotValues {
  const onlyCoach = product.coaches.length === 1 ? product.coaches[0] : undefined;
  return {
    ...(onlyCoach ? { coachId: onlyCoach.id } : {}),
    startsAt: null,
    endsAt: null,
    capacity: product.mode === 'one' ? 1 : (latest?.capacity ?? null),
  };
}

/** A time's fields to change, read on a China clock. */
export function slotValuesOf(slot: ConsoleCoachingSlot): SlotValues {
  return {
    coachId: slot.coachId,
    startsAt: chinaClock(slot.startsAt),
    endsAt: chinaClock(slot.endsAt),
    capacity: slot.capacity,
  };
}

/** The end a start gets: `minutes` later. */
export const endFrom = (start: Dayjs, minutes: number) => addMinutes(start, minutes);

/** What is wrong with a start, as the server words it; '' when nothing. */
export function startProblem(start: Dayjs | null | undefined, now = Date.now()): string {
  if (!start) return ConsoleCoachingMsg.timeInvalid;
  const at = instantOf(start);
  if (at <= now) return ConsoleCoachingMsg.startInPast;
  if (at > now + COACHING_SLOT_MAX_DAYS * DAY_MS) return ConsoleCoachingMsg.tooFar;
  return '';
}

/** What is wrong with an end (after the start, a length in range); '' when nothing. */
export function endProblem(start: Dayjs | null | undefined, end: Dayjs | null | undefined): string {
  if (!end) return ConsoleCoachingMsg.timeInvalid;
  if (!start) return '';
  const minutes = minutesBetween(start, end);
  return minutes < COACHING_SLOT_MIN_MINUTES || minutes > COACHING_SLOT_MAX_MINUTES
    ? ConsoleCoachingMsg.lengthInvalid
    : '';
}

/** What is wrong with the seats: one for 一对一, 2–100 for a class, never fewer than taken. */
export function capacityProblem(
  mode: ConsoleCoachingProduct['mode'],
  capacity: number | null | undefined,
  taken: number,
): string {
  const whole = typeof capacity === 'number' && Number.isInteger(capacity);
  if (mode === 'one') return whole && capacity === 1 ? '' : ConsoleCoachingMsg.capacityOne;
  if (!whole || capacity < 2 || capacity > COACHING_GROUP_MAX) {
    return ConsoleCoachingMsg.capacityGroup;
  }
  return capacity < taken ? ConsoleCoachingMsg.capacityBelowTaken(taken) : '';
}

/**
 * What the dialog sends: China times with their offset. A booked time keeps its coach and time
 * exactly as stored (only its seats change).
 */
export function slotBody(
  values: SlotValues,
  product: ConsoleCoachingProduct,
  slot: ConsoleCoachingSlot | undefined,
): CoachingSlotBody {
  const capacity = product.mode === 'one' ? 1 : (values.capacity ?? 0);
  if (slot?.booked) {
    return {
      id: slot.id,
      productId: product.id,
      coachId: slot.coachId,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      capacity,
    };
  }
  return {
    id: slot?.id ?? null,
    productId: product.id,
    // None chosen is the server's to refuse, with its message.
    coachId: values.coachId ?? 0,
    startsAt: values.startsAt ? chinaInstant(values.startsAt) : '',
    endsAt: values.endsAt ? chinaInstant(values.endsAt) : '',
    capacity,
  };
}

/** Whether a product on sale runs out of times soon: none set, or its last within 7 days. */
export function runningOut(product: ConsoleCoachingProduct, now = Date.now()): boolean {
  if (!product.onSale) return false;
  if (product.lastSlotAt === null) return true;
  return Date.parse(product.lastSlotAt) - now < RUNNING_OUT_DAYS * DAY_MS;
}

/** 09:00–11:00 in China time; 22:00–次日 01:00 past midnight. */
export function clockRange(startsAt: string, endsAt: string): string {
  const start = chinaTime(startsAt);
  const end = chinaTime(endsAt);
  return start.date === end.date
    ? `${start.clock}–${end.clock}`
    : `${start.clock}–次日 ${end.clock}`;
}

/** 2035-03-01 周四: a time's China day. */
export function dayText(at: string): string {
  const time = chinaTime(at);
  return `${time.date} ${time.weekday}`;
}
