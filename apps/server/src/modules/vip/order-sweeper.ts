import type { VipContext } from './vip-context.ts';
import { expireUnpaidOrders, lapseExpiredMemberships } from './vip.repository.ts';

/**
 * Unpaid orders past their time expire, and memberships past their expiry stop being VIP.
 * Both updates are conditional and idempotent, so several instances may sweep at once.
 */
export async function sweep(ctx: VipContext, now = new Date()): Promise<void> {
  const nowIso = now.toISOString();
  const expired = await expireUnpaidOrders(ctx.db, nowIso);
  const lapsed = await lapseExpiredMemberships(ctx.db, nowIso);
  if (expired + lapsed > 0) ctx.log.info({ expired, lapsed }, 'VIP sweep');
}
