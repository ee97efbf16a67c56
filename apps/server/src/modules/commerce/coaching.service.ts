import { ApiCode } from '@shangan/shared';
import type { OrderDetail } from '@shangan/shared/contracts/commerce/orders';
import type {
  Coach,
  CoachingProduct,
  CoachingSlot,
  CoachingType,
  ProgrammeSession,
} from '@shangan/shared/contracts/commerce/coaching';
import { ApiError } from '../../lib/api-error.ts';
import { fenToYuan } from '../../lib/money.ts';
import { DAY_MS, MINUTE_MS } from '../../lib/time.ts';
import {
  coachesOf,
  findBooking,
  findProductByType,
  largestCapacity,
  slotsOf,
  type CoachRow,
  type SlotRow,
} from './coaching.repository.ts';
import type { CommerceContext } from './commerce-context.ts';
import { depositProductsFor } from './deposits.repository.ts';
import { findGoods } from './goods.repository.ts';
import { GOODS_NOT_FOUND } from './goods.service.ts';

/** A seat can be ordered until this long before the slot starts (the coach prepares). */
export const BOOKING_CUTOFF_MS = 2 * 60 * MINUTE_MS;
/** How far ahead the page lists slots. */
export const SLOT_HORIZON_MS = 30 * DAY_MS;

const MODE_TEXT: Record<string, string> = { one: '一对一', group: '一对多' };
const STAGE_TEXT: Record<string, string> = { written: '笔试', interview: '面试' };

/** The earliest start a seat can still be ordered for. */
export const bookableFrom = (now: Date) =>
  new Date(now.getTime() + BOOKING_CUTOFF_MS).toISOString();

/** Why a seat of the slot cannot be ordered now, or null. */
export function slotProblem(slot: SlotRow, now: Date): string | null {
  if (slot.starts_at <= now.toISOString()) return '该时段已开课，请选择其他时间';
  if (slot.starts_at <= bookableFrom(now)) return '即将开课，停止预约';
  if (slot.taken >= slot.capacity) return '该时段名额已满，请选择其他时间';
  return null;
}

export function slotView(slot: SlotRow & { coach_name: string }, now: Date): CoachingSlot {
  const reason = slotProblem(slot, now);
  return {
    id: slot.id,
    coachId: slot.coach_id,
    coachName: slot.coach_name,
    startsAt: slot.starts_at,
    endsAt: slot.ends_at,
    capacity: slot.capacity,
    seatsLeft: Math.max(0, slot.capacity - slot.taken),
    bookable: reason === null,
    reason: reason === '该时段名额已满，请选择其他时间' ? '已约满' : reason,
  };
}

function coachView(row: CoachRow): Coach {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    years: row.years,
    speciality: row.speciality,
    intro: row.intro,
    avatar: { url: row.avatar_url, width: row.avatar_width, height: row.avatar_height },
  };
}

/** A JSON array column read leniently: a row an operator broke shows nothing, not a 500. */
export function jsonList<T>(json: string, keep: (value: unknown) => value is T): T[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter(keep) : [];
  } catch {
    return [];
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';

function isSession(value: unknown): value is ProgrammeSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.title === 'string' &&
    typeof v.minutes === 'number' &&
    Array.isArray(v.topics) &&
    v.topics.every(isString)
  );
}

async function loadProduct(ctx: CommerceContext, type: CoachingType) {
  const product = await findProductByType(ctx.db, type);
  const goods = product ? await findGoods(ctx.db, product.goods_id) : undefined;
  if (!product || !goods || goods.kind !== 'coaching') {
    throw new ApiError(ApiCode.NOT_FOUND, GOODS_NOT_FOUND);
  }
  return { product, goods };
}

/** GET /pc/coaching/show: the product of one page, with its programme, coaches and deposit. */
export async function coachingProduct(
  ctx: CommerceContext,
  type: CoachingType,
): Promise<CoachingProduct> {
  const { product, goods } = await loadProduct(ctx, type);
  const [coaches, classSize, deposits] = await Promise.all([
    coachesOf(ctx.db, product.id),
    largestCapacity(ctx.db, product.id),
    depositProductsFor(ctx.db, [goods.id]),
  ]);
  const programme = jsonList(product.programme, isSession);
  const deposit = deposits[0];
  return {
    goodsId: goods.id,
    type,
    mode: product.mode === 'group' ? 'group' : 'one',
    modeText: MODE_TEXT[product.mode] ?? '',
    stage: product.stage === 'interview' ? 'interview' : 'written',
    stageText: STAGE_TEXT[product.stage] ?? '',
    title: goods.title,
    subtitle: goods.subtitle,
    intro: product.intro,
    highlights: jsonList(product.highlights, isString),
    suits: jsonList(product.suits, isString),
    price: fenToYuan(goods.price),
    originalPrice:
      goods.original_price !== null && goods.original_price > goods.price
        ? fenToYuan(goods.original_price)
        : null,
    programme,
    sessionCount: programme.length,
    totalMinutes: programme.reduce((sum, s) => sum + s.minutes, 0),
    classSize: product.mode === 'group' ? classSize : 1,
    coaches: coaches.map(coachView),
    sales: goods.sales,
    onSale: goods.on_sale === 1,
    deposit: deposit
      ? {
          goodsId: deposit.goods_id,
          price: fenToYuan(deposit.price),
          deduct: fenToYuan(deposit.deduct_amount),
        }
      : null,
  };
}

/** GET /pc/coaching/slots: the product's slots of the coming weeks with the seats left. */
export async function coachingSlots(
  ctx: CommerceContext,
  type: CoachingType,
): Promise<CoachingSlot[]> {
  const { product } = await loadProduct(ctx, type);
  const now = new Date();
  const rows = await slotsOf(
    ctx.db,
    product.id,
    now.toISOString(),
    new Date(now.getTime() + SLOT_HORIZON_MS).toISOString(),
  );
  return rows.map((row) => slotView(row, now));
}

/** A coaching order's detail with its seat and who attends (the order page shows them). */
export async function withBooking(ctx: CommerceContext, detail: OrderDetail): Promise<OrderDetail> {
  if (detail.kind !== 'coaching') return detail;
  const booking = await findBooking(ctx.db, detail.id);
  if (!booking) return detail;
  return {
    ...detail,
    booking: {
      type: booking.type as CoachingType,
      startsAt: booking.starts_at,
      endsAt: booking.ends_at,
      coachName: booking.coach_name,
      name: booking.name,
      phone: booking.phone,
      adviserName: booking.adviser_name,
      released: booking.released_at !== null,
    },
  };
}
