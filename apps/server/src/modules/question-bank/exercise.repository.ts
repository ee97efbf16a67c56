import type { ExpressionBuilder, Selectable, Updateable } from 'kysely';
import type { Database, QbAnswerTable, QbExerciseTable } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { Db } from './question.repository.ts';

export type ExerciseRow = Selectable<QbExerciseTable>;
export type AnswerRow = Selectable<QbAnswerTable>;

/** What starting an attempt writes; the other columns start at their defaults. */
type NewExercise = Pick<
  ExerciseRow,
  | 'user_id'
  | 'kind'
  | 'business_key'
  | 'subject_id'
  | 'catalogue_id'
  | 'paper_id'
  | 'title'
  | 'status'
  | 'question_ids'
  | 'question_count'
  | 'total_score_tenths'
  | 'time_limit_seconds'
  | 'elapsed_seconds'
  | 'resumed_at'
  | 'option_seed'
  | 'created_at'
  | 'updated_at'
>;

// Every practice start runs it: compiled once (db/prepared-query.ts).
const insertExerciseQuery = preparedQuery((db, values: NewExercise) =>
  db
    .insertInto('qb_exercise')
    .values({
      user_id: values.user_id,
      kind: values.kind,
      business_key: values.business_key,
      subject_id: values.subject_id,
      catalogue_id: values.catalogue_id,
      paper_id: values.paper_id,
      title: values.title,
      status: values.status,
      question_ids: values.question_ids,
      question_count: values.question_count,
      total_score_tenths: values.total_score_tenths,
      time_limit_seconds: values.time_limit_seconds,
      elapsed_seconds: values.elapsed_seconds,
      resumed_at: values.resumed_at,
      option_seed: values.option_seed,
      created_at: values.created_at,
      updated_at: values.updated_at,
    })
    .returningAll(),
);

export async function insertExercise(db: Db, values: NewExercise): Promise<ExerciseRow> {
  const [row] = await insertExerciseQuery(db, values);
  if (!row) throw new Error('qb_exercise insert returned no row');
  return row;
}

// Every save reads its attempt: compiled once (db/prepared-query.ts).
const selectExercise = preparedQuery((db, values: { id: number }) =>
  db.selectFrom('qb_exercise').selectAll().where('id', '=', values.id),
);

export async function findExercise(db: Db, id: number): Promise<ExerciseRow | undefined> {
  return (await selectExercise(db, { id }))[0];
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
 * updateExercise that also counts the attempt's answered questions as they stand after the
 * caller's writes (countAnswered's count), in the same statement: a save needs both.
 */
export async function updateExerciseCountingAnswers(
  db: Db,
  id: number,
  patch: Updateable<QbExerciseTable> & { updated_at: string },
): Promise<{ exercise: ExerciseRow; answeredCount: number }> {
  const { updated_at: updatedAt, current_index: currentIndex, ...clock } = patch;
  const row =
    Object.keys(clock).length === 0
      ? (await touchExercise(db, { id, updatedAt, currentIndex: currentIndex ?? null }))[0]
      : await db
          .updateTable('qb_exercise')
          .set(patch)
          .where('id', '=', id)
          .returningAll()
          .returning((eb) => answeredCountOf(eb, id))
          .executeTakeFirst();
  if (!row) throw new Error(`qb_exercise ${id} not found`);
  return { exercise: row, answeredCount: Number(row.answered_count_now) };
}

/**
 * A save that leaves the clock alone (most of them): when, and where the learner stands if the
 * screen said (NULL keeps it). Compiled once (db/prepared-query.ts).
 */
const touchExercise = preparedQuery(
  (db, values: { id: number; updatedAt: string; currentIndex: number | null }) =>
    db
      .updateTable('qb_exercise')
      .set((eb) => ({
        updated_at: values.updatedAt,
        current_index: eb.fn.coalesce(eb.val(values.currentIndex), eb.ref('current_index')),
      }))
      .where('id', '=', values.id)
      .returningAll()
      .returning((eb) => answeredCountOf(eb, values.id)),
);

function answeredCountOf(eb: ExpressionBuilder<Database, 'qb_exercise'>, exerciseId: number) {
  return eb
    .selectFrom('qb_answer')
    .select(eb.fn.countAll<number>().as('n'))
    .where('exercise_id', '=', exerciseId)
    .where(holdsAnswer)
    .as('answered_count_now');
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

/** Every column of a saved answer but its id. */
type AnswerValues = Omit<AnswerRow, 'id'>;

/**
 * One row per question of an attempt: a second save of the same question — a retry, or a
 * request racing the first — updates it instead of adding another. Compiled once, as every
 * save runs it (db/prepared-query.ts).
 */
const upsertAnswerQuery = preparedQuery((db, values: AnswerValues) =>
  db
    .insertInto('qb_answer')
    .values({
      exercise_id: values.exercise_id,
      user_id: values.user_id,
      question_id: values.question_id,
      answer: values.answer,
      urls: values.urls,
      is_correct: values.is_correct,
      time_spent_seconds: values.time_spent_seconds,
      created_at: values.created_at,
      updated_at: values.updated_at,
    })
    .onConflict((oc) =>
      oc.columns(['exercise_id', 'question_id']).doUpdateSet((eb) => ({
        answer: eb.ref('excluded.answer'),
        urls: eb.ref('excluded.urls'),
        is_correct: eb.ref('excluded.is_correct'),
        time_spent_seconds: eb.ref('excluded.time_spent_seconds'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    ),
);

export async function upsertAnswer(db: Db, values: AnswerValues): Promise<void> {
  await upsertAnswerQuery(db, values);
}

/** An answer that holds something: a choice, a blank filled, or a picture. */
function holdsAnswer(eb: ExpressionBuilder<Database, 'qb_answer'>) {
  return eb.or([eb('answer', '!=', ''), eb('urls', '!=', '[]')]);
}

export async function countAnswered(db: Db, exerciseId: number): Promise<number> {
  const row = await db
    .selectFrom('qb_answer')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('exercise_id', '=', exerciseId)
    .where(holdsAnswer)
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

// Every practice start counts: compiled once (db/prepared-query.ts).
const countStartedSince = preparedQuery((db, values: { userId: number; sinceIso: string }) =>
  db
    .selectFrom('qb_exercise')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', values.userId)
    .where('created_at', '>=', values.sinceIso),
);

export async function countAttemptsStartedSince(
  db: Db,
  userId: number,
  sinceIso: string,
): Promise<number> {
  const [started] = await countStartedSince(db, { userId, sinceIso });
  return Number(started?.n ?? 0);
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
  return selectOpenTimed(db, { userId });
}

// Read for every practice start and review (what a running mock holds back): compiled once.
const selectOpenTimed = preparedQuery((db, values: { userId: number }) =>
  db
    .selectFrom('qb_exercise')
    .selectAll()
    .where('user_id', '=', values.userId)
    .where('status', '!=', 'submitted')
    .where('time_limit_seconds', 'is not', null),
);

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
