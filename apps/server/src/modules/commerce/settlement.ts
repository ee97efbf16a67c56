import type { PayableOrder } from '../../plugins/app/payment-desks.ts';
import { PaymentNotifyError, type PaymentNotice } from '../../providers/payment/index.ts';
import type { CommerceContext } from './commerce-context.ts';
import { addSales } from './goods.repository.ts';
import { effectiveStatus, payStateOf, STATE_TEXT } from './order-views.ts';
import { announcePaid } from './paid-listeners.ts';
import {
  addEvent,
  findOrderById,
  findOrderByNum,
  linesOf,
  moveOrder,
} from './orders.repository.ts';

export type SettleOutcome = 'paid' | 'duplicate' | 'refund' | 'ignored';

/**
 * Settles a shop order from a verified gateway notice (the notify route checked the
 * signature). The amount must be the order's to the fen. The order moves from unpaid to paid
 * in one conditional update inside the transaction that also counts the sales, so any number
 * of identical or parallel notices settle it once. Money for an order that closed meanwhile
 * (cancelled, expired: its stock and coupon already handed back) is kept as refunding, for an
 * operator to return.
 */
export async function settleShopPayment(
  ctx: CommerceContext,
  notice: PaymentNotice,
): Promise<SettleOutcome> {
  if (!notice.success) return 'ignored';
  const order = await findOrderByNum(ctx.db, notice.orderNum);
  if (!order) throw new PaymentNotifyError('订单不存在', 404);
  if (order.provider !== ctx.payment.name) {
    throw new PaymentNotifyError('订单不属于该支付渠道', 400);
  }
  if (notice.amountFen !== order.pay_amount) {
    ctx.log.warn(
      { orderNum: order.order_num, expected: order.pay_amount, got: notice.amountFen },
      'payment notice amount does not match the shop order',
    );
    throw new PaymentNotifyError('支付金额与订单金额不符', 400);
  }

  const outcome = await ctx.db.transaction().execute(async (trx): Promise<SettleOutcome> => {
    const nowIso = new Date().toISOString();
    const current = await findOrderById(trx, order.id);
    if (!current) throw new Error(`shop order ${order.id} vanished while settling`);
    const paidChanges = {
      transaction_id: notice.transactionId,
      paid_at: notice.paidAt,
      updated_at: nowIso,
    };
    if (current.status === 'unpaid') {
      // Goods with nothing to post are delivered by the payment itself.
      const next = current.needs_shipping === 1 ? 'paid' : 'received';
      const moved = await moveOrder(trx, current.id, 'unpaid', {
        ...paidChanges,
        status: next,
        ...(next === 'received' ? { received_at: nowIso } : {}),
      });
      if (!moved) return 'duplicate';
      const lines = (await linesOf(trx, [current.id])).get(current.id) ?? [];
      for (const line of lines) await addSales(trx, line.goods_id, line.quantity);
      await addEvent(trx, current.id, 'paid', '支付成功', notice.paidAt);
      if (next === 'received') await addEvent(trx, current.id, 'received', '已开通', nowIso);
      // What the order bought elsewhere (an enlistment) changes in this same transaction.
      await announcePaid(trx, {
        id: current.id,
        orderNum: current.order_num,
        userId: current.user_id,
        kind: current.kind,
        paidAt: notice.paidAt,
      });
      return 'paid';
    }
    if (current.status === 'closed') {
      const moved = await moveOrder(trx, current.id, 'closed', {
        ...paidChanges,
        status: 'refunding',
      });
      if (!moved) return 'duplicate';
      ctx.log.warn({ orderNum: current.order_num }, 'payment for a closed shop order; refund it');
      await addEvent(trx, current.id, 'refunding', '订单关闭后收到付款，款项将原路退回', nowIso);
      return 'refund';
    }
    if (current.transaction_id !== notice.transactionId) {
      ctx.log.error(
        { orderNum: current.order_num, first: current.transaction_id, again: notice.transactionId },
        'a shop order was paid twice by different transactions; refund the second one',
      );
    }
    return 'duplicate';
  });

  // Duplicates are pushed too: an instance killed between its commit and this line pushed
  // nothing, and the gateway's retry (on whichever instance) is the only chance left. A second
  // push is harmless, as a waiting stream re-reads the order's state and ends once.
  if (outcome !== 'ignored') await ctx.events.publish(order.id);
  return outcome;
}

/** A shop order as the local demo pay page shows it. */
export async function payableShopOrder(
  ctx: CommerceContext,
  orderNum: string,
): Promise<PayableOrder | undefined> {
  const order = await findOrderByNum(ctx.db, orderNum);
  if (!order) return undefined;
  const status = effectiveStatus(order);
  const state = payStateOf(status);
  return {
    orderNum: order.order_num,
    product: order.title,
    amountFen: order.pay_amount,
    provider: order.provider,
    state,
    stateText: state === 1 ? '已支付' : STATE_TEXT[status],
    expiresAt: order.expires_at,
  };
}
