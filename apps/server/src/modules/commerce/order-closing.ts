import type { CommerceContext } from './commerce-context.ts';
import { releaseCoupon } from './coupons.repository.ts';
import { returnStock } from './goods.repository.ts';
import { releaseHolds } from './order-holds.ts';
import { addEvent, findOrderById, linesOf, moveOrder } from './orders.repository.ts';

/**
 * Closes an unpaid order and hands back what it held: its stock and its coupon, a coaching
 * seat and a deposit (order-holds.ts). One transaction, and only the call whose conditional
 * update moved the order from unpaid gives anything back, so a cancel racing the sweeper (or
 * two sweepers) releases them once. Answers whether this call closed it.
 */
export async function closeUnpaidOrder(
  ctx: CommerceContext,
  orderId: number,
  reason: '已取消' | '超时未支付' | '支付下单失败',
): Promise<boolean> {
  const closed = await ctx.db.transaction().execute(async (trx) => {
    const nowIso = new Date().toISOString();
    const moved = await moveOrder(trx, orderId, 'unpaid', {
      status: 'closed',
      closed_reason: reason,
      closed_at: nowIso,
      updated_at: nowIso,
    });
    if (!moved) return false;
    const order = await findOrderById(trx, orderId);
    const lines = (await linesOf(trx, [orderId])).get(orderId) ?? [];
    for (const line of lines) await returnStock(trx, line.goods_id, line.quantity, nowIso);
    if (order?.coupon_id) await releaseCoupon(trx, order.coupon_id, orderId, nowIso);
    await releaseHolds(trx, orderId, nowIso);
    const text =
      reason === '已取消'
        ? '订单已取消'
        : reason === '超时未支付'
          ? '超时未支付，订单已关闭'
          : '支付下单失败，订单已关闭';
    await addEvent(trx, orderId, 'closed', text, nowIso);
    return true;
  });
  // The waiting payment dialog stops spinning and says the order is closed.
  if (closed) await ctx.events.publish(orderId);
  return closed;
}
