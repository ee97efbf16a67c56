import type { Db } from '../../db/database.ts';
import { releaseSeat } from './coaching.repository.ts';
import { releaseDeposit } from './deposits.repository.ts';

/**
 * Hands back what an order held besides stock and coupon: a coaching order's seat and a balance
 * order's deposit. Called inside the transaction that has just moved the order from unpaid to
 * closed (order-closing.ts), so it runs once per order whoever closes it.
 */
export async function releaseHolds(db: Db, orderId: number, nowIso: string): Promise<void> {
  await releaseSeat(db, orderId, nowIso);
  await releaseDeposit(db, orderId, nowIso);
}
