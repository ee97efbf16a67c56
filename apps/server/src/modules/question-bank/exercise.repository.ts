import type { Insertable, Selectable, Updateable } from 'kysely';
import type { QbAnswerTable, QbExerciseTable } from '../../db/database.ts';
import type { Db } from './question.repository.ts';

export type ExerciseRow = Selectable<QbExerciseTable>;
export type AnswerRow = Selectable<QbAnswerTable>;

export async function insertExercise(
  db: Db,
  values: Insertable<QbExerciseTable>,
): Promise<ExerciseRow> {
  return db.insertInto('qb_exercise').values(values).returningAll().executeTakeFirstOrThrow();
}

export function findExercise(db: Db, id: number): Promise<ExerciseRow | undefined> {
  return db.selectFrom('qb_exercise').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateExercise(
  db: Db,
  id: number,
  patch: Updateable<QbExerciseTable>,
): Promise<ExerciseRow> {
  return db
    .updateTable('qb_exercise')
    .set(patch)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Starts a paused attempt's clock again, only if it is still paused: a hand-in that committed
 * since the caller read the row must not be reopened.
 */
export async function resumePausedExercise(db: Db, id: number, nowIso: string): Promise<void> {
  await db
    .updateTable('qb_exercise')
    .set({ status: 'doing', resumed_at: nowIso, updated_at: nowIso })
    .where('id', '=', id)
    .where('status', '=', 'paused')
    .execute();
}

/** The learner's unfinished attempt of a paper in one mode (practice or timed mock). */
export function findOpenPaperExercise(
  db: Db,
  userId: number,
  paperId: number,
  kind: 'paper' | 'mock',
): Promise<ExerciseRow | undefined> {
  return db
    .selectFrom('qb_exercise')
    .selectAll()
    .where('user_id', '=', userId)
    .where('paper_id', '=', paperId)
    .where('kind', '=', kind)
    .where('status', '!=', 'submitted')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The most recently touched unfinished attempt ('continue where I left off'). */
export function findLatestOpenExercise(
  db: Db,
  userId: number,
  kinds?: string[],
): Promise<ExerciseRow | undefined> {
  let query = db
    .selectFrom('qb_exercise')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '!=', 'submitted');
  if (kinds?.length) query = query.where('kind', 'in', kinds);
  return query.orderBy('updated_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
}

export function findAnswers(db: Db, exerciseId: number): Promise<AnswerRow[]> {
  return db
    .selectFrom('qb_answer')
    .selectAll()
    .where('exercise_id', '=', exerciseId)
    .orderBy('id')
    .execute();
}

/**
 * One row per question of an attempt: a second save of the same question — a retry, or a
 * request racing the first — updates it instead of adding another.
 */
export async function upsertAnswer(db: Db, values: Insertable<QbAnswerTable>): Promise<void> {
  await db
    .insertInto('qb_answer')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['exercise_id', 'question_id']).doUpdateSet((eb) => ({
        answer: eb.ref('excluded.answer'),
        urls: eb.ref('excluded.urls'),
        is_correct: eb.ref('excluded.is_correct'),
        time_spent_seconds: eb.ref('excluded.time_spent_seconds'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

export async function countAnswered(db: Db, exerciseId: number): Promise<number> {
  const row = await db
    .selectFrom('qb_answer')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('exercise_id', '=', exerciseId)
    .where((eb) => eb.or([eb('answer', '!=', ''), eb('urls', '!=', '[]')]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
