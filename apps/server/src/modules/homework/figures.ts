import type { Db } from '../../db/database.ts';

/** Homework handed in and waiting for its teacher. */
export async function homeworkWaiting(db: Db): Promise<number> {
  const row = await db
    .selectFrom('hw_submission')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', '=', 'submitted')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
