import type { Db } from '../../db/database.ts';

/** Accounts registered in [from, to). */
export async function newAccountsBetween(db: Db, from: string, to: string): Promise<number> {
  const row = await db
    .selectFrom('app_user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
