import type { Db } from '../../db/database.ts';

/**
 * The shop's orders paid in [from, to): how many and how much (fen), whatever happened to them
 * since (a refund is its own line of the day it happens, not a correction of this one).
 */
export async function paidShopOrdersBetween(db: Db, from: string, to: string) {
  const row = await db
    .selectFrom('shop_order')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.coalesce(eb.fn.sum<number>('pay_amount'), eb.lit(0)).as('fen'),
    ])
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), fen: Number(row.fen) };
}
