import type { Db } from '../../db/database.ts';

/** The error book's rows (qb_error_question): questions a learner still has to get right. */

/** The questions still in the error book, last got wrong first, for practising them again. */
export function findErrorBookQuestions(
  db: Db,
  userId: number,
  filter: {
    subjectId?: number;
    catalogueId?: number;
    count: number;
    includeVip: boolean;
    excludedIds?: number[];
  },
) {
  let query = db
    .selectFrom('qb_error_question as e')
    .innerJoin('qb_question as q', 'q.id', 'e.question_id')
    .selectAll('q')
    .where('e.user_id', '=', userId)
    .where('e.removed_at', 'is', null);
  if (filter.subjectId) query = query.where('e.subject_id', '=', filter.subjectId);
  // Left out before the limit: a batch cut short by them would count them.
  if (filter.excludedIds?.length)
    query = query.where('e.question_id', 'not in', filter.excludedIds);
  if (filter.catalogueId) query = query.where('e.catalogue_id', '=', filter.catalogueId);
  if (!filter.includeVip) query = query.where('q.vip_only', '=', 0);
  return query
    .orderBy('e.last_wrong_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(filter.count)
    .execute();
}

/** The book by knowledge point: how many questions each holds and when one was last got wrong. */
export function findErrorBookGroups(
  db: Db,
  userId: number,
  filter: { subjectId?: number; excludedIds?: number[] },
) {
  let query = db
    .selectFrom('qb_error_question as e')
    .innerJoin('qb_subject as s', 's.id', 'e.subject_id')
    .leftJoin('qb_catalogue as c', 'c.id', 'e.catalogue_id')
    .select([
      'e.catalogue_id',
      'e.subject_id',
      's.name as subject_name',
      'c.name as point_name',
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.max('e.last_wrong_at').as('last_wrong_at'),
    ])
    .where('e.user_id', '=', userId)
    .where('e.removed_at', 'is', null);
  if (filter.subjectId) query = query.where('e.subject_id', '=', filter.subjectId);
  if (filter.excludedIds?.length)
    query = query.where('e.question_id', 'not in', filter.excludedIds);
  return query
    .groupBy(['e.catalogue_id', 'e.subject_id', 's.name', 'c.name'])
    .orderBy('last_wrong_at', 'desc')
    .execute();
}

/** Questions the learner has mastered: answered right often enough to leave the book. */
export async function countMasteredErrors(
  db: Db,
  userId: number,
  excludedIds: number[] = [],
): Promise<number> {
  let query = db
    .selectFrom('qb_error_question')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('removed_at', 'is not', null);
  if (excludedIds.length > 0) query = query.where('question_id', 'not in', excludedIds);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of the book, last got wrong first, and how many entries match in all. */
export async function findErrorBookPage(
  db: Db,
  userId: number,
  filter: {
    subjectId?: number;
    knowledgePointId?: number;
    page: number;
    size: number;
    excludedIds?: number[];
  },
) {
  let query = db
    .selectFrom('qb_error_question')
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null);
  if (filter.subjectId) query = query.where('subject_id', '=', filter.subjectId);
  if (filter.excludedIds?.length) query = query.where('question_id', 'not in', filter.excludedIds);
  if (filter.knowledgePointId) query = query.where('catalogue_id', '=', filter.knowledgePointId);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('last_wrong_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Where a wrong answer to a question puts it: in the book (again), its streak back to 0. */
export async function recordWrongAnswer(
  db: Db,
  entry: {
    userId: number;
    questionId: number;
    subjectId: number;
    catalogueId: number | null;
    answer: string;
    nowIso: string;
  },
): Promise<void> {
  const { nowIso } = entry;
  await db
    .insertInto('qb_error_question')
    .values({
      user_id: entry.userId,
      question_id: entry.questionId,
      subject_id: entry.subjectId,
      catalogue_id: entry.catalogueId,
      wrong_count: 1,
      right_streak: 0,
      last_answer: entry.answer,
      last_wrong_at: nowIso,
      removed_at: null,
      created_at: nowIso,
      updated_at: nowIso,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'question_id']).doUpdateSet((eb) => ({
        wrong_count: eb('qb_error_question.wrong_count', '+', 1),
        right_streak: 0,
        last_answer: entry.answer,
        last_wrong_at: nowIso,
        removed_at: null,
        updated_at: nowIso,
      })),
    )
    .execute();
}

/** The learner's entry for a question while it is still in the book. */
export function findOpenErrorEntry(db: Db, userId: number, questionId: number) {
  return db
    .selectFrom('qb_error_question')
    .select(['id', 'right_streak'])
    .where('user_id', '=', userId)
    .where('question_id', '=', questionId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

/** A new count of right answers in a row; removedAt takes the question out of the book. */
export async function updateErrorStreak(
  db: Db,
  id: number,
  patch: { rightStreak: number; removedAt: string | null; nowIso: string },
): Promise<void> {
  await db
    .updateTable('qb_error_question')
    .set({ right_streak: patch.rightStreak, removed_at: patch.removedAt, updated_at: patch.nowIso })
    .where('id', '=', id)
    .execute();
}
