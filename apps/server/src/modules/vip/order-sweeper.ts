import type { VipContext } from './vip-context.ts';
import { expireUnpaidOrders, lapseExpiredMemberships } from './vip.repository.ts';

export const SWEEP_INTERVAL_MS = 60_000;

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

export function startSweeper(ctx: VipContext): () => void {
  const run = () => {
    sweep(ctx).catch((err: unknown) => ctx.log.error({ err }, 'VIP sweep failed'));
  };
  run();
  const timer = setInterval(run, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
