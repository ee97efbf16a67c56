import type { Db } from '../../db/database.ts';

/** Answers given in [from, to), and by how many learners. */
export async function answersBetween(db: Db, from: string, to: string) {
  const row = await db
    .selectFrom('qb_answer')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.count<number>('user_id').distinct().as('learners'),
    ])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirstOrThrow();
  return { answers: Number(row.n), learners: Number(row.learners) };
}
