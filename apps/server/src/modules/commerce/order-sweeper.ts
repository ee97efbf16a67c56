import { DAY_MS } from '../../lib/time.ts';
import type { CommerceContext } from './commerce-context.ts';
import { closeUnpaidOrder } from './order-closing.ts';
import { findExpiredUnpaid, findLongShipped } from './orders.repository.ts';
import { markReceived } from './orders.service.ts';

/**
 * Unpaid orders past their time close and hand back stock and coupon; shipped orders nobody
 * confirmed within SHOP_AUTO_RECEIVE_DAYS count as received. Every step is a conditional
 * update, so several instances may sweep at once and each order is handled once.
 */
export async function sweep(ctx: CommerceContext, now = new Date()): Promise<void> {
  const nowIso = now.toISOString();
  let expired = 0;
  for (const { id } of await findExpiredUnpaid(ctx.db, nowIso)) {
    if (await closeUnpaidOrder(ctx, id, '超时未支付')) expired += 1;
  }
  let received = 0;
  const before = new Date(now.getTime() - ctx.config.shop.autoReceiveDays * DAY_MS).toISOString();
  for (const { id } of await findLongShipped(ctx.db, before)) {
    const done = await ctx.db
      .transaction()
      .execute((trx) => markReceived(trx, id, '超过确认期限，系统自动确认收货', nowIso));
    if (done) received += 1;
  }
  if (expired + received > 0) ctx.log.info({ expired, received }, 'shop sweep');
}
