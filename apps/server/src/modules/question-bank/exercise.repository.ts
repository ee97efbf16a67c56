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

/** One page of a learner's attempts, last touched first, and how many match in all. */
export async function findExercisePage(
  db: Db,
  userId: number,
  filter: { page: number; size: number; kind?: string; status?: 'submitted' | 'open' },
): Promise<{ rows: ExerciseRow[]; total: number }> {
  let query = db.selectFrom('qb_exercise').where('user_id', '=', userId);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.status === 'submitted') query = query.where('status', '=', 'submitted');
  if (filter.status === 'open') query = query.where('status', '!=', 'submitted');
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * The raw counts behind 做题记录's totals; answers count as today's from `todayStart` on. The
 * per-question statistics and the error book leave `excludedIds` out (a mock contest's questions
 * under embargo): their right and wrong would show in the counts.
 */
export async function countPracticeTotals(
  db: Db,
  userId: number,
  todayStart: string,
  excludedIds: number[],
) {
  let statistics = db
    .selectFrom('qb_user_question')
    .select([
      (eb) => eb.fn.countAll<number>().as('done'),
      (eb) => eb.fn.sum<number>('attempts').as('attempts'),
      (eb) => eb.fn.sum<number>('correct_attempts').as('correct'),
    ])
    .where('user_id', '=', userId);
  let openErrors = db
    .selectFrom('qb_error_question')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null);
  if (excludedIds.length > 0) {
    statistics = statistics.where('question_id', 'not in', excludedIds);
    openErrors = openErrors.where('question_id', 'not in', excludedIds);
  }
  const [exercises, questions, errors, favorites, today] = await Promise.all([
    db
      .selectFrom('qb_exercise')
      .select([
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.sum<number>('elapsed_seconds').as('seconds'),
      ])
      .where('user_id', '=', userId)
      .where('status', '=', 'submitted')
      .executeTakeFirstOrThrow(),
    statistics.executeTakeFirstOrThrow(),
    openErrors.executeTakeFirstOrThrow(),
    db
      .selectFrom('qb_favorite')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('qb_answer')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('answer', '!=', '')
      .where('updated_at', '>=', todayStart)
      .executeTakeFirstOrThrow(),
  ]);
  return { exercises, questions, errors, favorites, today };
}

export async function countAttemptsStartedSince(
  db: Db,
  userId: number,
  sinceIso: string,
): Promise<number> {
  const started = await db
    .selectFrom('qb_exercise')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', sinceIso)
    .executeTakeFirstOrThrow();
  return Number(started.n);
}

/** The question ids (JSON lists) of a learner's open attempts without a time limit. */
export function findOpenUntimedQuestionIds(db: Db, userId: number) {
  return db
    .selectFrom('qb_exercise')
    .select('question_ids')
    .where('user_id', '=', userId)
    .where('status', '!=', 'submitted')
    .where('time_limit_seconds', 'is', null)
    .execute();
}

/** A learner's open attempts that have a time limit (mocks and timed papers). */
export function findOpenTimedExercises(db: Db, userId: number): Promise<ExerciseRow[]> {
  return db
    .selectFrom('qb_exercise')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '!=', 'submitted')
    .where('time_limit_seconds', 'is not', null)
    .execute();
}

/** An empty answer for each question left unanswered, so the review covers every question. */
export async function insertBlankAnswers(
  db: Db,
  exercise: Pick<ExerciseRow, 'id' | 'user_id'>,
  questionIds: number[],
  nowIso: string,
): Promise<void> {
  for (const questionId of questionIds) {
    await db
      .insertInto('qb_answer')
      .values({
        exercise_id: exercise.id,
        user_id: exercise.user_id,
        question_id: questionId,
        answer: '',
        is_correct: null,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .onConflict((oc) => oc.columns(['exercise_id', 'question_id']).doNothing())
      .execute();
  }
}

/**
 * Rank among everyone who handed in the same business (paper, mock, knowledge point): people
 * in all, and people other than the learner with a better rank value.
 */
export async function countRankPeers(
  db: Db,
  exercise: Pick<ExerciseRow, 'business_key' | 'user_id'>,
  rankValue: number,
): Promise<{ total: number; better: number }> {
  const base = db
    .selectFrom('qb_exercise')
    .where('business_key', '=', exercise.business_key)
    .where('status', '=', 'submitted');
  const [total, better] = await Promise.all([
    base
      .select((eb) => eb.fn.count<number>('user_id').distinct().as('n'))
      .executeTakeFirstOrThrow(),
    base
      .where('user_id', '!=', exercise.user_id)
      .where('rank_value', '>', rankValue)
      .select((eb) => eb.fn.count<number>('user_id').distinct().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { total: Number(total.n), better: Number(better.n) };
}
