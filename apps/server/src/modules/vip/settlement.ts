import { VipOrderType } from '@shangan/shared';
import { lockKey } from '../../db/locks.ts';
import { DAY_MS } from '../../lib/time.ts';
import { PaymentNotifyError, type PaymentNotice } from '../../providers/payment/index.ts';
import { basisOf, deductionFor, remainingDays, type MemberState } from './pricing.ts';
import { userLockKey, type VipContext } from './vip-context.ts';
import {
  assignAdviser,
  findOrderById,
  findOrderByNum,
  findProductById,
  grantMembership,
  loadMemberState,
  settleOrder,
  upsertMembership,
  type OrderRow,
} from './vip.repository.ts';

export type SettleOutcome =
  /** This notice paid the order and granted or extended VIP. */
  | 'paid'
  /** Already settled by this same payment: a repeated or concurrent notification. */
  | 'duplicate'
  /** Money arrived for an order that can no longer be applied; kept for an operator to refund. */
  | 'refund'
  /** Not a successful payment (the gateway reports a failure): nothing to do. */
  | 'ignored';

/**
 * Settles an order from a verified gateway notice (the notify route has checked the
 * signature). The amount must be the order's to the fen. Marking the order paid and granting
 * VIP happen in one transaction, under the person's lock, and only from a not-yet-paid status,
 * so any number of identical notifications extend VIP exactly once.
 */
export async function settlePayment(
  ctx: VipContext,
  notice: PaymentNotice,
): Promise<SettleOutcome> {
  if (!notice.success) return 'ignored';
  const order = await findOrderByNum(ctx.db, notice.orderNum);
  if (!order) throw new PaymentNotifyError('订单不存在', 404);
  if (order.provider !== ctx.payment.name)
    throw new PaymentNotifyError('订单不属于该支付渠道', 400);
  if (notice.amountFen !== order.pay_amount) {
    ctx.log.warn(
      { orderNum: order.order_num, expected: order.pay_amount, got: notice.amountFen },
      'payment notice amount does not match the order',
    );
    throw new PaymentNotifyError('支付金额与订单金额不符', 400);
  }

  const outcome = await ctx.db.transaction().execute(async (trx): Promise<SettleOutcome> => {
    await lockKey(trx, ctx.engine, userLockKey(order.user_id));
    const current = await findOrderById(trx, order.id);
    if (!current) throw new Error(`order ${order.id} vanished while settling`);
    if (current.status === 'paid' || current.status === 'refund') {
      if (current.transaction_id !== notice.transactionId) {
        ctx.log.error(
          { orderNum: order.order_num, first: current.transaction_id, again: notice.transactionId },
          'an order was paid twice by different transactions; refund the second one',
        );
      }
      return 'duplicate';
    }

    const now = new Date();
    const nowIso = now.toISOString();
    const state = await loadMemberState(trx, order.user_id, now);
    const product = await findProductById(trx, order.product_id);
    if (!product) throw new Error(`product ${order.product_id} of order ${order.id} is gone`);

    if (!applicable(current, state, product.weight)) {
      ctx.log.warn(
        { orderNum: order.order_num },
        'late payment for a changed membership; refund it',
      );
      await settleOrder(trx, current, {
        status: 'refund',
        transaction_id: notice.transactionId,
        paid_at: notice.paidAt,
        updated_at: nowIso,
      });
      return 'refund';
    }

    // Renewals (and a new purchase racing one) extend what is left; changes and upgrades
    // start the new package today, its remaining value having been deducted from the price.
    const extendsCurrent = current.type === VipOrderType.NEW || current.type === VipOrderType.RENEW;
    const start = extendsCurrent && state.expiresAt ? state.expiresAt : now;
    const expiresAt = new Date(start.getTime() + current.days * DAY_MS).toISOString();

    const settled = await settleOrder(trx, current, {
      status: 'paid',
      transaction_id: notice.transactionId,
      paid_at: notice.paidAt,
      vip_expires_at: expiresAt,
      updated_at: nowIso,
    });
    if (!settled) return 'duplicate';

    await grantMembership(trx, current.user_id, product, expiresAt, nowIso);
    // The rate a later change or upgrade deducts at. When this purchase extends days still
    // held, those days keep the value they were bought at: blend the old remainder with the
    // new package instead of revaluing everything at the new package's daily price.
    const carried = extendsCurrent && state.current ? remainingDays(state.expiresAt, now) : 0;
    const membership = {
      product_id: product.id,
      package_id: current.package_id,
      package_price: current.list_price + (carried > 0 ? deductionFor(state, now) : 0),
      package_days: current.days + carried,
      expires_at: expiresAt,
      updated_at: nowIso,
    };
    await upsertMembership(trx, current.user_id, membership);
    if (current.deal_customer_id !== null) {
      await assignAdviser(trx, current.user_id, current.deal_customer_id, nowIso);
    }
    return 'paid';
  });

  // Refunds are pushed too: the waiting dialog must stop and say so instead of spinning on.
  // Duplicates as well: an instance killed between its commit and this line pushed nothing,
  // and the gateway's retry (on whichever instance) is the only chance left. A second push is
  // harmless, as a waiting stream re-reads the order's state and ends once.
  if (outcome !== 'ignored') await ctx.events.publish(order.id);
  return outcome;
}

/**
 * Whether the paid order still fits the person's membership. A new purchase or renewal needs
 * no higher tier to have appeared meanwhile; a change or upgrade deducted one exact plan and
 * applies only while the person still holds it.
 */
function applicable(order: OrderRow, state: MemberState, productWeight: number): boolean {
  if (order.type === VipOrderType.NEW || order.type === VipOrderType.RENEW) {
    return state.weight === 0 || state.weight === productWeight;
  }
  return basisOf(state) === order.basis;
}
