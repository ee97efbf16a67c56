import type { Db } from '../../db/database.ts';

/** VIP orders paid in [from, to): how many and how much (fen). */
export async function paidVipOrdersBetween(db: Db, from: string, to: string) {
  const row = await db
    .selectFrom('vip_order')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.coalesce(eb.fn.sum<number>('pay_amount'), eb.lit(0)).as('fen'),
    ])
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), fen: Number(row.fen) };
}
