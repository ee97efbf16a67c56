import type { PaymentPayer } from '../../providers/payment/index.ts';
import { ApiCode } from '@shangan/shared';
import type { BodyOf, QueryOf } from '@shangan/shared/contracts';
import type {
  CoachingCheckout,
  CreateCoachingOrder,
  GetCoachingCheckout,
  UsableDeposit,
} from '@shangan/shared/contracts/commerce/coaching';
import type { CreatedShopOrder } from '@shangan/shared/contracts/commerce/orders';
import type { Db } from '../../db/database.ts';
import { lockKey } from '../../db/locks.ts';
import { ApiError } from '../../lib/api-error.ts';
import { fenToYuan } from '../../lib/money.ts';
import { MINUTE_MS } from '../../lib/time.ts';
import { findActiveAdviser } from '../vip/public.ts';
import { lineView } from './checkout.ts';
import {
  findProductByGoods,
  findSlot,
  holdsSeat,
  insertBooking,
  takeSeat,
} from './coaching.repository.ts';
import { bookableFrom, slotProblem, slotView } from './coaching.service.ts';
import type { CommerceContext } from './commerce-context.ts';
import { couponForCart, weigh, type CartLine } from './coupon-rules.ts';
import { findCoupon, listSpendable, scopedGoods, spendCoupon } from './coupons.repository.ts';
import { findDeposit, holdDeposit, PAID_STATES, usableDeposits } from './deposits.repository.ts';
import { findGoods, type GoodsRow } from './goods.repository.ts';
import { GOODS_NOT_FOUND } from './goods.service.ts';
import { closeUnpaidOrder } from './order-closing.ts';
import { effectiveStatus } from './order-views.ts';
import {
  addEvent,
  countUnpaid,
  findOrderById,
  insertLines,
  insertOrder,
} from './orders.repository.ts';
import { buyerLockKey, MAX_UNPAID_ORDERS, newOrderNum, openPayment } from './orders.service.ts';

export const SLOT_NOT_FOUND = '上课时间不存在，请重新选择';
export const SEAT_TAKEN = '该时段名额已满，请选择其他时间';
export const DEPOSIT_USED = '定金已抵扣，不能重复使用';

/**
 * What a deposit takes off a price (fen): what it was bought to deduct, but never the whole
 * price — a gateway takes no zero payment, so at least 0.01 is left to pay.
 */
export function depositDeduction(deduct: number, price: number): number {
  return Math.max(0, Math.min(deduct, price - 1));
}

/** 6月3日 19:00 in China time (no daylight saving: a fixed +8 hours). */
export function slotText(startsAt: string): string {
  const china = new Date(Date.parse(startsAt) + 8 * 3_600_000);
  const hh = String(china.getUTCHours()).padStart(2, '0');
  const mm = String(china.getUTCMinutes()).padStart(2, '0');
  return `${china.getUTCMonth() + 1}月${china.getUTCDate()}日 ${hh}:${mm}`;
}

async function loadCoaching(db: Db, goodsId: number) {
  const goods = await findGoods(db, goodsId);
  const product = goods?.kind === 'coaching' ? await findProductByGoods(db, goods.id) : undefined;
  if (!goods || !product) throw new ApiError(ApiCode.NOT_FOUND, GOODS_NOT_FOUND);
  return { goods, product };
}

async function loadSlot(db: Db, productId: number, slotId: number) {
  const slot = await findSlot(db, slotId);
  if (!slot || slot.product_id !== productId) throw new ApiError(ApiCode.NOT_FOUND, SLOT_NOT_FOUND);
  return slot;
}

function cartLines(goods: GoodsRow) {
  return [
    {
      goodsId: goods.id,
      kind: goods.kind,
      title: goods.title,
      cover: goods.cover_url,
      price: goods.price,
      quantity: 1,
      amount: goods.price,
    },
  ];
}

/** Every spendable coupon of the person weighed against the lines, usable and largest first. */
async function weighCoupons(
  db: Db,
  userId: number,
  lines: CartLine[],
  payableBefore: number,
  now: Date,
) {
  const coupons = await listSpendable(db, userId, now.toISOString());
  const scoped = await scopedGoods(
    db,
    coupons.map((c) => c.template_id),
  );
  const weighed = coupons.map((row) => ({
    row,
    verdict: weigh(row, scoped.get(row.template_id), lines, payableBefore, now),
  }));
  weighed.sort(
    (a, b) =>
      Number(b.verdict.usable) - Number(a.verdict.usable) ||
      b.verdict.discount - a.verdict.discount ||
      a.row.valid_until.localeCompare(b.row.valid_until),
  );
  return weighed;
}

/**
 * GET /pc/coaching/checkout: one seat of the slot priced by the server, with the deposit asked
 * for deducted first and then the coupon, and every coupon and the usable deposit to choose.
 */
export async function coachingCheckout(
  ctx: CommerceContext,
  userId: number,
  query: QueryOf<typeof GetCoachingCheckout>,
): Promise<CoachingCheckout> {
  const now = new Date();
  const { goods, product } = await loadCoaching(ctx.db, query.goodsId);
  const slot = await loadSlot(ctx.db, product.id, query.slotId);
  const lines = cartLines(goods);

  const deposits = await usableDeposits(ctx.db, userId, goods.id);
  const asked =
    query.depositId === undefined ? undefined : deposits.find((d) => d.id === query.depositId);
  const deduction = asked ? depositDeduction(asked.deduct_amount, goods.price) : 0;
  const before = goods.price - deduction;

  const weighed = await weighCoupons(ctx.db, userId, lines, before, now);
  const best = weighed.find((w) => w.verdict.usable) ?? null;
  const chosen =
    query.couponId === undefined
      ? null
      : (weighed.find((w) => w.row.id === query.couponId && w.verdict.usable) ?? null);
  const discount = chosen?.verdict.discount ?? 0;

  let problem = goods.on_sale !== 1 ? '商品已下架' : slotProblem(slot, now);
  if (!problem && (await holdsSeat(ctx.db, userId, slot.id, now.toISOString()))) {
    problem = '您已预约该时段，请勿重复购买';
  }
  const first = deposits[0];
  const usableDeposit: UsableDeposit | null = first
    ? {
        id: first.id,
        paid: fenToYuan(first.paid_amount),
        deduct: fenToYuan(depositDeduction(first.deduct_amount, goods.price)),
        orderNum: first.order_num,
      }
    : null;
  return {
    goodsId: goods.id,
    type: product.type as CoachingCheckout['type'],
    title: goods.title,
    slot: slotView(slot, now),
    lines: lines.map(lineView),
    goodsAmount: fenToYuan(goods.price),
    discount: fenToYuan(discount),
    depositDeduction: fenToYuan(deduction),
    payAmount: fenToYuan(before - discount),
    couponId: chosen?.row.id ?? null,
    bestCouponId: best?.row.id ?? null,
    coupons: weighed.map((w) => couponForCart(w.row, w.verdict, now)),
    depositId: asked?.id ?? null,
    usableDeposit,
    problem,
  };
}

/**
 * An unpaid order past its time still holds what it took until the sweeper reaches it; closing
 * it now (once, whoever gets there first) frees the deposit for the order being placed.
 */
async function closeIfLapsed(ctx: CommerceContext, orderId: number | null): Promise<void> {
  if (orderId === null) return;
  const order = await findOrderById(ctx.db, orderId);
  if (order && order.status === 'unpaid' && effectiveStatus(order) === 'closed') {
    await closeUnpaidOrder(ctx, order.id, '超时未支付');
  }
}

/**
 * POST /pc/coaching/orders/create. One transaction under the buyer's lock: the price read from
 * the goods row, the slot checked, the deposit and coupon weighed, one seat taken with a
 * conditional update (never beyond the capacity), the order and its line written, the coupon
 * spent and the deposit held with conditional updates (each once), the booking recorded. Any
 * refusal rolls all of it back; the gateway is asked for the QR code after the commit.
 */
export async function createCoachingOrder(
  ctx: CommerceContext,
  userId: number,
  input: BodyOf<typeof CreateCoachingOrder>,
  payer?: PaymentPayer,
): Promise<CreatedShopOrder> {
  const adviser =
    input.adviserId === undefined ? null : await findActiveAdviser(ctx.db, input.adviserId);
  if (input.adviserId !== undefined && !adviser) {
    throw new ApiError(ApiCode.BAD_REQUEST, '所选课程顾问不存在，请重新选择');
  }
  if (input.depositId !== undefined) {
    const deposit = await findDeposit(ctx.db, userId, input.depositId);
    await closeIfLapsed(ctx, deposit?.used_order_id ?? null);
  }

  const order = await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, buyerLockKey(userId));
    const now = new Date();
    const nowIso = now.toISOString();
    if ((await countUnpaid(trx, userId, nowIso)) >= MAX_UNPAID_ORDERS) {
      throw new ApiError(ApiCode.BAD_REQUEST, '您有多笔待支付订单，请先支付或取消后再下单');
    }
    const { goods, product } = await loadCoaching(trx, input.goodsId);
    if (goods.on_sale !== 1) throw new ApiError(ApiCode.BAD_REQUEST, '商品已下架');
    const slot = await loadSlot(trx, product.id, input.slotId);
    const problem = slotProblem(slot, now);
    if (problem) throw new ApiError(ApiCode.BAD_REQUEST, problem);
    if (await holdsSeat(trx, userId, slot.id, nowIso)) {
      throw new ApiError(ApiCode.BAD_REQUEST, '您已预约该时段，请勿重复购买');
    }

    let deduction = 0;
    if (input.depositId !== undefined) {
      const deposit = await findDeposit(trx, userId, input.depositId);
      if (!deposit) throw new ApiError(ApiCode.NOT_FOUND, '定金不存在');
      if (deposit.target_goods_id !== goods.id) {
        throw new ApiError(ApiCode.BAD_REQUEST, '该定金不能用于此课程');
      }
      if (!(PAID_STATES as readonly string[]).includes(deposit.order_status)) {
        throw new ApiError(ApiCode.BAD_REQUEST, '定金尚未支付');
      }
      if (deposit.used_order_id !== null) throw new ApiError(ApiCode.BAD_REQUEST, DEPOSIT_USED);
      deduction = depositDeduction(deposit.deduct_amount, goods.price);
    }
    const before = goods.price - deduction;
    const lines = cartLines(goods);

    let coupon: { id: number; name: string; discount: number } | null = null;
    if (input.couponId !== undefined) {
      const row = await findCoupon(trx, userId, input.couponId);
      if (!row) throw new ApiError(ApiCode.NOT_FOUND, '优惠券不存在');
      const scoped = await scopedGoods(trx, [row.template_id]);
      const verdict = weigh(row, scoped.get(row.template_id), lines, before, now);
      if (!verdict.usable)
        throw new ApiError(ApiCode.BAD_REQUEST, verdict.reason ?? '优惠券不可用');
      coupon = { id: row.id, name: row.name, discount: verdict.discount };
    }

    if (!(await takeSeat(trx, slot.id, bookableFrom(now), nowIso))) {
      throw new ApiError(ApiCode.BAD_REQUEST, SEAT_TAKEN);
    }
    const row = await insertOrder(trx, {
      order_num: newOrderNum(now),
      user_id: userId,
      kind: goods.kind,
      // The seat is what is bought: the payment step and the order list say which.
      title: `${goods.title} · ${slotText(slot.starts_at)} ${slot.coach_name}`.slice(0, 120),
      status: 'unpaid',
      goods_amount: goods.price,
      freight: 0,
      discount: coupon?.discount ?? 0,
      pay_amount: before - (coupon?.discount ?? 0),
      coupon_id: coupon?.id ?? null,
      coupon_name: coupon?.name ?? null,
      deposit_id: input.depositId ?? null,
      deposit_deduction: deduction,
      needs_shipping: 0,
      remark: input.remark?.trim() ?? '',
      provider: ctx.payment.name,
      created_at: nowIso,
      expires_at: new Date(
        now.getTime() + ctx.config.shop.orderTtlMinutes * MINUTE_MS,
      ).toISOString(),
      updated_at: nowIso,
    });
    await insertLines(
      trx,
      lines.map((line) => ({
        order_id: row.id,
        goods_id: line.goodsId,
        kind: line.kind,
        title: line.title,
        cover_url: line.cover,
        price: line.price,
        quantity: line.quantity,
        amount: line.amount,
      })),
    );
    if (coupon && !(await spendCoupon(trx, coupon.id, userId, row.id, nowIso))) {
      throw new ApiError(ApiCode.BAD_REQUEST, '优惠券已被使用');
    }
    if (
      input.depositId !== undefined &&
      !(await holdDeposit(trx, input.depositId, userId, row.id, nowIso))
    ) {
      throw new ApiError(ApiCode.BAD_REQUEST, DEPOSIT_USED);
    }
    await insertBooking(trx, {
      order_id: row.id,
      slot_id: slot.id,
      user_id: userId,
      name: input.name.trim(),
      phone: input.phone,
      adviser_id: adviser?.id ?? null,
      adviser_name: adviser?.name ?? null,
      created_at: nowIso,
    });
    await addEvent(trx, row.id, 'unpaid', '提交订单', nowIso);
    return row;
  });

  return openPayment(ctx, order, payer, true);
}
