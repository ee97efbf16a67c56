import type { Selectable } from 'kysely';
import type {
  Db,
  HwAnswerTable,
  HwHomeworkTable,
  HwItemTable,
  HwSubmissionTable,
} from '../../db/database.ts';

/** Homework, its items, the learners' submissions and their answers. */
export type HomeworkRow = Selectable<HwHomeworkTable>;
export type ItemRow = Selectable<HwItemTable>;
export type SubmissionRow = Selectable<HwSubmissionTable>;
export type AnswerRow = Selectable<HwAnswerTable>;

/** States a learner may still change: answers are saved and handed in from these. */
export const OPEN_STATES = ['draft', 'returned'] as const;

// Homework and items.

export function findPublishedHomework(db: Db, id: number): Promise<HomeworkRow | undefined> {
  return db
    .selectFrom('hw_homework')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst();
}

export function publishedHomeworkOf(db: Db, courseIds: number[]): Promise<HomeworkRow[]> {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('hw_homework')
    .selectAll()
    .where('course_id', 'in', courseIds)
    .where('status', '=', 'published')
    .orderBy('course_id')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function itemsOf(db: Db, homeworkIds: number[]): Promise<Map<number, ItemRow[]>> {
  const result = new Map<number, ItemRow[]>();
  if (homeworkIds.length === 0) return result;
  const rows = await db
    .selectFrom('hw_item')
    .selectAll()
    .where('homework_id', 'in', homeworkIds)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = result.get(row.homework_id) ?? [];
    list.push(row);
    result.set(row.homework_id, list);
  }
  return result;
}

// Submissions.

export function findSubmission(db: Db, homeworkId: number, userId: number) {
  return db
    .selectFrom('hw_submission')
    .selectAll()
    .where('homework_id', '=', homeworkId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findSubmissionById(db: Db, id: number): Promise<SubmissionRow | undefined> {
  return db.selectFrom('hw_submission').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function submissionsOf(
  db: Db,
  userId: number,
  homeworkIds: number[],
): Promise<Map<number, SubmissionRow>> {
  if (homeworkIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('hw_submission')
    .selectAll()
    .where('user_id', '=', userId)
    .where('homework_id', 'in', homeworkIds)
    .execute();
  return new Map(rows.map((row) => [row.homework_id, row]));
}

/**
 * The learner's submission of the homework, made (as a draft) if there is none yet. Looked for
 * first: an insert that finds the row there still uses up an id of the sequence on PostgreSQL.
 */
export async function ensureSubmission(
  db: Db,
  homeworkId: number,
  userId: number,
  now: string,
): Promise<SubmissionRow> {
  const existing = await findSubmission(db, homeworkId, userId);
  if (existing) return existing;
  await db
    .insertInto('hw_submission')
    .values({
      homework_id: homeworkId,
      user_id: userId,
      state: 'draft',
      saved_at: now,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['homework_id', 'user_id']).doNothing())
    .execute();
  const row = await findSubmission(db, homeworkId, userId);
  if (!row) throw new Error('submission vanished');
  return row;
}

/**
 * Takes a save: raises the revision, on condition that the submission is still open and the
 * save is not older than the stored one. The row stays locked to the end of the transaction, so
 * a hand-in and a save of the same submission follow each other. Whether it was taken.
 */
export async function takeSave(
  db: Db,
  id: number,
  rev: number | null,
  now: string,
): Promise<SubmissionRow | undefined> {
  let query = db
    .updateTable('hw_submission')
    .set((eb) => ({
      rev: rev === null ? eb('rev', '+', 1) : rev,
      saved_at: now,
    }))
    .where('id', '=', id)
    .where('state', 'in', [...OPEN_STATES]);
  if (rev !== null) query = query.where('rev', '<=', rev);
  return query.returningAll().executeTakeFirst();
}

/**
 * Hands the submission in, on condition that it is still open and, with `rev`, that no newer
 * draft was saved since the screen's: one hand-in wins, and never over newer answers.
 */
export function takeHandIn(
  db: Db,
  id: number,
  values: { state: 'submitted' | 'corrected'; now: string; late: boolean; rev: number | null },
): Promise<SubmissionRow | undefined> {
  let query = db
    .updateTable('hw_submission')
    .set((eb) => ({
      state: values.state,
      attempt: eb('attempt', '+', 1),
      submitted_at: values.now,
      late: values.late ? 1 : 0,
      score_tenths: null,
      objective_tenths: null,
      corrected_at: values.state === 'corrected' ? values.now : null,
      corrected_by: null,
      comment: '',
      return_reason: '',
      rating: null,
      rating_text: '',
      rated_at: null,
    }))
    .where('id', '=', id)
    .where('state', 'in', [...OPEN_STATES]);
  if (values.rev !== null) query = query.where('rev', '<=', values.rev);
  return query.returningAll().executeTakeFirst();
}

export async function setScores(
  db: Db,
  id: number,
  scores: { objectiveTenths: number; scoreTenths: number | null },
): Promise<void> {
  await db
    .updateTable('hw_submission')
    .set({ objective_tenths: scores.objectiveTenths, score_tenths: scores.scoreTenths })
    .where('id', '=', id)
    .execute();
}

/** The teacher's correction, on condition that the submission is waiting for one. */
export function takeCorrection(
  db: Db,
  id: number,
  values: { teacherId: number; now: string; scoreTenths: number; comment: string },
): Promise<SubmissionRow | undefined> {
  return db
    .updateTable('hw_submission')
    .set({
      state: 'corrected',
      score_tenths: values.scoreTenths,
      corrected_at: values.now,
      corrected_by: values.teacherId,
      comment: values.comment,
    })
    .where('id', '=', id)
    .where('state', '=', 'submitted')
    .returningAll()
    .executeTakeFirst();
}

/** Sends the submission back to be redone, on condition that it is waiting for correction. */
export function takeReturn(
  db: Db,
  id: number,
  values: { teacherId: number; now: string; reason: string },
): Promise<SubmissionRow | undefined> {
  return db
    .updateTable('hw_submission')
    .set({
      state: 'returned',
      corrected_by: values.teacherId,
      corrected_at: values.now,
      return_reason: values.reason,
    })
    .where('id', '=', id)
    .where('state', '=', 'submitted')
    .returningAll()
    .executeTakeFirst();
}

/** The learner's rating of the correction, once. */
export function takeEvaluation(
  db: Db,
  id: number,
  values: { rating: number; content: string; now: string },
): Promise<SubmissionRow | undefined> {
  return db
    .updateTable('hw_submission')
    .set({ rating: values.rating, rating_text: values.content, rated_at: values.now })
    .where('id', '=', id)
    .where('state', '=', 'corrected')
    .where('rating', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

// Answers.

export function answersOf(db: Db, submissionId: number): Promise<AnswerRow[]> {
  return db.selectFrom('hw_answer').selectAll().where('submission_id', '=', submissionId).execute();
}

/** Writes the fields of an answer that were sent; the others keep what was saved. */
export async function upsertAnswer(
  db: Db,
  answer: {
    submissionId: number;
    itemId: number;
    choice?: string;
    text?: string;
    pictures?: string[];
    now: string;
  },
): Promise<void> {
  const values = {
    ...(answer.choice !== undefined ? { choice: answer.choice } : {}),
    ...(answer.text !== undefined ? { text: answer.text } : {}),
    ...(answer.pictures !== undefined ? { pictures: JSON.stringify(answer.pictures) } : {}),
    updated_at: answer.now,
  };
  await db
    .insertInto('hw_answer')
    .values({ submission_id: answer.submissionId, item_id: answer.itemId, ...values })
    .onConflict((oc) => oc.columns(['submission_id', 'item_id']).doUpdateSet(values))
    .execute();
}

/** Clears what a correction wrote on the answers (a returned homework handed in again). */
export async function clearAnswerCorrections(db: Db, submissionId: number): Promise<void> {
  await db
    .updateTable('hw_answer')
    .set({ correct: null, score_tenths: null, comment: '', marks: '{}' })
    .where('submission_id', '=', submissionId)
    .execute();
}

export async function setAnswerResult(
  db: Db,
  key: { submissionId: number; itemId: number },
  result: {
    correct?: number | null;
    scoreTenths: number;
    comment?: string;
    marks?: string;
    now: string;
  },
): Promise<void> {
  // An item never answered has no row yet: its result needs one.
  await db
    .insertInto('hw_answer')
    .values({ submission_id: key.submissionId, item_id: key.itemId, updated_at: result.now })
    .onConflict((oc) => oc.columns(['submission_id', 'item_id']).doNothing())
    .execute();
  await db
    .updateTable('hw_answer')
    .set({
      score_tenths: result.scoreTenths,
      ...(result.correct !== undefined ? { correct: result.correct } : {}),
      ...(result.comment !== undefined ? { comment: result.comment } : {}),
      ...(result.marks !== undefined ? { marks: result.marks } : {}),
      updated_at: result.now,
    })
    .where('submission_id', '=', key.submissionId)
    .where('item_id', '=', key.itemId)
    .execute();
}

// The teachers' queue.

export interface QueueFilter {
  courseIds: number[] | 'all';
  courseId?: number;
  lessonId?: number;
  state: 'submitted' | 'returned' | 'corrected';
  /** Handed in before this moment (waiting too long). */
  waitingSince?: string;
  page: number;
  pageSize: number;
}

function queueBase(db: Db, filter: Omit<QueueFilter, 'page' | 'pageSize'>) {
  let query = db
    .selectFrom('hw_submission as s')
    .innerJoin('hw_homework as h', 'h.id', 's.homework_id')
    .where('s.state', '=', filter.state);
  if (filter.courseIds !== 'all') query = query.where('h.course_id', 'in', filter.courseIds);
  if (filter.courseId !== undefined) query = query.where('h.course_id', '=', filter.courseId);
  if (filter.lessonId !== undefined) query = query.where('h.lesson_id', '=', filter.lessonId);
  if (filter.waitingSince !== undefined) {
    query = query.where('s.submitted_at', '<', filter.waitingSince);
  }
  return query;
}

export async function queuePage(db: Db, filter: QueueFilter) {
  if (filter.courseIds !== 'all' && filter.courseIds.length === 0) return { total: 0, rows: [] };
  const { n } = await queueBase(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const newestFirst = filter.state === 'corrected';
  const rows = await queueBase(db, filter)
    .select([
      's.id',
      's.user_id',
      's.state',
      's.attempt',
      's.submitted_at',
      's.late',
      's.corrected_at',
      's.score_tenths',
      's.rating',
      'h.id as homework_id',
      'h.title',
      'h.course_id',
      'h.lesson_id',
      'h.deadline_at',
    ])
    .orderBy(newestFirst ? 's.corrected_at' : 's.submitted_at', newestFirst ? 'desc' : 'asc')
    .orderBy('s.id')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  return { total: Number(n), rows };
}

/** Submissions waiting for correction in these courses. */
export async function countWaiting(db: Db, courseIds: number[] | 'all'): Promise<number> {
  if (courseIds !== 'all' && courseIds.length === 0) return 0;
  const { n } = await queueBase(db, { courseIds, state: 'submitted' })
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The oldest submission waiting in the course, other than this one. */
export async function nextWaiting(db: Db, courseId: number, exceptId: number) {
  const row = await queueBase(db, { courseIds: [courseId], state: 'submitted' })
    .select('s.id')
    .where('s.id', '<>', exceptId)
    .orderBy('s.submitted_at')
    .orderBy('s.id')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The courses and lessons that have published homework, among these courses. */
export function homeworkLessons(db: Db, courseIds: number[] | 'all') {
  let query = db
    .selectFrom('hw_homework')
    .select(['course_id', 'lesson_id'])
    .where('status', '=', 'published')
    .groupBy(['course_id', 'lesson_id'])
    .orderBy('course_id')
    .orderBy('lesson_id');
  if (courseIds !== 'all') {
    if (courseIds.length === 0) return Promise.resolve([]);
    query = query.where('course_id', 'in', courseIds);
  }
  return query.execute();
}
