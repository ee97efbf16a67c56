import type { Insertable, Selectable } from 'kysely';
import type { BpAnswerTable, Db } from '../../db/database.ts';

export type AnswerRow = Selectable<BpAnswerTable>;

/** The question served in the set and not answered yet (at most one, by a unique index). */
export function findPending(db: Db, userId: number, setId: number): Promise<AnswerRow | undefined> {
  return db
    .selectFrom('bp_answer')
    .selectAll()
    .where('user_id', '=', userId)
    .where('set_id', '=', setId)
    .where('answered_at', 'is', null)
    .executeTakeFirst();
}

/** A served question that can no longer be answered (gone, locked) is dropped unanswered. */
export async function deletePending(db: Db, id: number): Promise<void> {
  await db.deleteFrom('bp_answer').where('id', '=', id).where('answered_at', 'is', null).execute();
}

export async function insertServed(db: Db, values: Insertable<BpAnswerTable>): Promise<AnswerRow> {
  return db.insertInto('bp_answer').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * Records the answer to a served question, once: the update takes only a row still waiting,
 * so of two submits racing for it exactly one changes it.
 */
export async function answerServed(
  db: Db,
  id: number,
  values: {
    answer: string;
    is_correct: number;
    first_try: number;
    time_spent_seconds: number;
    answered_at: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('bp_answer')
    .set(values)
    .where('id', '=', id)
    .where('answered_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether the learner answered the question in this practice before (any set). */
export async function hasAnsweredBefore(
  db: Db,
  userId: number,
  questionId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('bp_answer')
    .select('id')
    .where('user_id', '=', userId)
    .where('question_id', '=', questionId)
    .where('answered_at', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The question's latest answered serving in the set, if any. */
export function findLatestAnswered(
  db: Db,
  userId: number,
  setId: number,
  questionId: number,
): Promise<AnswerRow | undefined> {
  return db
    .selectFrom('bp_answer')
    .selectAll()
    .where('user_id', '=', userId)
    .where('set_id', '=', setId)
    .where('question_id', '=', questionId)
    .where('answered_at', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** When the learner last answered each question of the set. */
export async function findLastAnsweredAt(
  db: Db,
  userId: number,
  setId: number,
): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('bp_answer')
    .select(['question_id', (eb) => eb.fn.max('answered_at').as('at')])
    .where('user_id', '=', userId)
    .where('set_id', '=', setId)
    .where('answered_at', 'is not', null)
    .groupBy('question_id')
    .execute();
  return new Map(rows.map((row) => [row.question_id, String(row.at)]));
}

/** The last answers of a set, newest first. */
export function findRecentAnswers(
  db: Db,
  userId: number,
  setId: number,
  limit: number,
): Promise<AnswerRow[]> {
  return db
    .selectFrom('bp_answer')
    .selectAll()
    .where('user_id', '=', userId)
    .where('set_id', '=', setId)
    .where('answered_at', 'is not', null)
    .orderBy('answered_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
