import { ApiCode, RefundMsg } from '@shangan/shared';
import { lockKey } from '../../db/locks.ts';
import { ApiError } from '../../lib/api-error.ts';
import { refundReason } from '../../lib/refund-reason.ts';
import { PaymentGatewayError } from '../../providers/payment/index.ts';
import { recordAudit, staffName } from '../audit/public.ts';
import type { CommerceContext } from './commerce-context.ts';
import { returnStock } from './goods.repository.ts';
import { releaseCoupon } from './coupons.repository.ts';
import { addEvent, findOrderById, linesOf, moveOrder, type OrderRow } from './orders.repository.ts';
import { announceRefunded, refundableKind } from './paid-listeners.ts';
import { findRefund, insertRefund, updateRefund, type RefundRow } from './refunds.repository.ts';

/** Orders whose money has arrived: paid, posted, received, or refunding already. */
const PAID_STATES = new Set(['paid', 'shipped', 'received', 'refunding']);

/**
 * Why finance may not refund this order now ('' when they may): the server decides, and the
 * console shows the same sentence beside a refund it cannot offer.
 */
export function refundRefusal(
  order: OrderRow,
  refund: RefundRow | undefined,
  gateway: string,
): string {
  if (order.status === 'refunded' || refund?.status === 'success') return RefundMsg.alreadyRefunded;
  if (!PAID_STATES.has(order.status)) return RefundMsg.notPaid;
  if (!refundableKind(order.kind)) return RefundMsg.kindNotRefundable;
  if (order.provider !== gateway) return RefundMsg.providerMissing;
  return '';
}

/**
 * A full refund through the gateway the order was paid with, in three steps so the money moves
 * once whatever fails in between:
 * 1. one transaction records the refund (its number is the order's), moves the order to
 *    refunding, gives back unshipped stock and the coupon it spent, takes back what the order bought (a course's
 *    enrolment) and writes the audit row; a second request for the same order finds the
 *    refund already there and only asks the gateway again;
 * 2. the gateway is asked, by that refund number, so asking twice never pays twice;
 * 3. when it answers success, one transaction marks the refund done and the order refunded.
 * A refusal leaves the refund failed and the order refunding: finance may ask again.
 * Answers the refund's state after the call.
 */
export async function refundOrder(
  ctx: CommerceContext,
  staffId: number,
  input: { id: number; reason: string },
): Promise<'processing' | 'success'> {
  const reason = refundReason(input.reason);
  const claimed = await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, `shop-refund:${input.id}`);
    const order = await findOrderById(trx, input.id);
    if (!order) throw new ApiError(ApiCode.NOT_FOUND, RefundMsg.orderNotFound);
    const existing = await findRefund(trx, order.id);
    const refusal = refundRefusal(order, existing, ctx.payment.name);
    if (refusal) throw new ApiError(ApiCode.BAD_REQUEST, refusal);
    const nowIso = new Date().toISOString();
    if (existing) {
      await updateRefund(trx, order.id, { status: 'processing', failure: '', updated_at: nowIso });
      return { order, refundNo: existing.refund_no, amount: existing.amount };
    }
    const refundNo = `R${order.order_num}`;
    await insertRefund(trx, {
      order_id: order.id,
      refund_no: refundNo,
      amount: order.pay_amount,
      reason,
      status: 'processing',
      created_by: staffId,
      created_by_name: await staffName(trx, staffId),
      created_at: nowIso,
      updated_at: nowIso,
    });
    if (order.status !== 'refunding') {
      const moved = await moveOrder(trx, order.id, order.status, {
        status: 'refunding',
        updated_at: nowIso,
      });
      if (!moved) throw new ApiError(ApiCode.BAD_REQUEST, RefundMsg.notPaid);
    }
    // A parcel that never left goes back on the shelf; one already posted is not in stock.
    if (order.status === 'paid' && order.needs_shipping === 1) {
      for (const line of (await linesOf(trx, [order.id])).get(order.id) ?? []) {
        await returnStock(trx, line.goods_id, line.quantity, nowIso);
      }
    }
    // The coupon the order spent is the buyer's again, until its own end date: the money of a
    // full refund goes back, and so does the discount.
    if (order.coupon_id !== null) await releaseCoupon(trx, order.coupon_id, order.id, nowIso);
    await announceRefunded(trx, {
      id: order.id,
      orderNum: order.order_num,
      userId: order.user_id,
      kind: order.kind,
    });
    await addEvent(trx, order.id, 'refunding', `商家已发起退款：${reason}`, nowIso);
    await recordAudit(trx, {
      actorId: staffId,
      action: 'shop_order.refund',
      entity: 'shop_order',
      entityId: order.id,
      before: { status: order.status },
      after: { status: 'refunding', refundNo, amount: order.pay_amount, reason },
    });
    return { order, refundNo, amount: order.pay_amount };
  });

  let state: 'processing' | 'success';
  try {
    ({ state } = await ctx.payment.refund({
      orderNum: claimed.order.order_num,
      refundNo: claimed.refundNo,
      amountFen: claimed.amount,
      totalFen: claimed.order.pay_amount,
      reason,
    }));
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    ctx.log.warn(
      { err: error, orderNum: claimed.order.order_num },
      'refund refused by the gateway',
    );
    await updateRefund(ctx.db, claimed.order.id, {
      status: 'failed',
      failure: error.message.slice(0, 200),
      updated_at: new Date().toISOString(),
    });
    throw new ApiError(ApiCode.BAD_REQUEST, RefundMsg.gatewayFailed);
  }
  if (state === 'success') await completeRefund(ctx, claimed.order.id);
  await ctx.events.publish(claimed.order.id);
  return state;
}

/**
 * The gateway says the money is back: the refund is done and the order refunded, once. It takes
 * the refund's lock, so a second request's claim (which only asks the gateway again) sees the
 * refund either before this or after it, and can never put a finished refund back to processing.
 */
async function completeRefund(ctx: CommerceContext, orderId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, `shop-refund:${orderId}`);
    const nowIso = new Date().toISOString();
    const moved = await moveOrder(trx, orderId, 'refunding', {
      status: 'refunded',
      updated_at: nowIso,
    });
    if (!moved) return;
    await updateRefund(trx, orderId, {
      status: 'success',
      refunded_at: nowIso,
      updated_at: nowIso,
    });
    await addEvent(trx, orderId, 'refunded', '退款成功，款项已原路退回', nowIso);
  });
}
