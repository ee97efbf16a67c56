import type { Db } from '../../db/database.ts';

/** Short answers handed in and waiting for a grader. */
export async function shortAnswersWaiting(db: Db): Promise<number> {
  const row = await db
    .selectFrom('sa_answer')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'submitted')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
