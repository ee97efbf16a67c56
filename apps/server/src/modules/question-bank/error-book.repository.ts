import type { Db } from '../../db/database.ts';

/** The error book's rows (qb_error_question): questions a learner still has to get right. */

/** The questions still in the error book, last got wrong first, for practising them again. */
export function findErrorBookQuestions(
  db: Db,
  userId: number,
  filter: { subjectId?: number; catalogueId?: number; count: number; includeVip: boolean },
) {
  let query = db
    .selectFrom('qb_error_question as e')
    .innerJoin('qb_question as q', 'q.id', 'e.question_id')
    .selectAll('q')
    .where('e.user_id', '=', userId)
    .where('e.removed_at', 'is', null);
  if (filter.subjectId) query = query.where('e.subject_id', '=', filter.subjectId);
  if (filter.catalogueId) query = query.where('e.catalogue_id', '=', filter.catalogueId);
  if (!filter.includeVip) query = query.where('q.vip_only', '=', 0);
  return query
    .orderBy('e.last_wrong_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(filter.count)
    .execute();
}
