import type { Db } from '../../db/database.ts';

/** Starred questions (我的收藏). */

/** Stars once: starring a starred question changes nothing. */
export async function insertFavorite(db: Db, userId: number, questionId: number): Promise<void> {
  await db
    .insertInto('qb_favorite')
    .values({ user_id: userId, question_id: questionId, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'question_id']).doNothing())
    .execute();
}

export async function deleteFavorite(db: Db, userId: number, questionId: number): Promise<void> {
  await db
    .deleteFrom('qb_favorite')
    .where('user_id', '=', userId)
    .where('question_id', '=', questionId)
    .execute();
}

/** One page of starred questions, last starred first, with subject and knowledge-point names. */
export async function findFavoritePage(
  db: Db,
  userId: number,
  filter: { page: number; size: number; subjectId?: number },
) {
  let query = db
    .selectFrom('qb_favorite as f')
    .innerJoin('qb_question as q', 'q.id', 'f.question_id')
    .where('f.user_id', '=', userId);
  if (filter.subjectId) query = query.where('q.subject_id', '=', filter.subjectId);
  const [rows, count] = await Promise.all([
    query
      .innerJoin('qb_subject as s', 's.id', 'q.subject_id')
      .leftJoin('qb_catalogue as c', 'c.id', 'q.catalogue_id')
      .selectAll('q')
      .select(['f.created_at as starred_at', 's.name as subject_name', 'c.name as point_name'])
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id', 'desc')
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
