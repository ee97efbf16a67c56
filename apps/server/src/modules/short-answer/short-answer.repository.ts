import { sql, type Selectable } from 'kysely';
import type { Db, SaAnswerTable } from '../../db/database.ts';
import type { QuestionRow } from '../question-bank/public.ts';

export type { Db };
export type AnswerRow = Selectable<SaAnswerTable>;

// Questions and papers as short answers read them.

/** The short answers of a paper or of some catalogue nodes, in the bank's order. */
export function findShortAnswerQuestions(
  db: Db,
  where: { paperId: number } | { catalogueIds: number[] },
): Promise<QuestionRow[]> {
  let query = db.selectFrom('qb_question').selectAll().where('type_code', '=', 'short_answer');
  query =
    'paperId' in where
      ? query.where('paper_id', '=', where.paperId)
      : query.where('catalogue_id', 'in', where.catalogueIds);
  return query.orderBy('sort_order').orderBy('id').execute();
}

/** The short answers under one material question, in the bank's order. */
export async function findSiblingShortAnswerIds(db: Db, parentId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('qb_question')
    .select('id')
    .where('parent_id', '=', parentId)
    .where('type_code', '=', 'short_answer')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

export function findPaperHead(db: Db, paperId: number) {
  return db
    .selectFrom('qb_paper')
    .select(['title', 'vip_only'])
    .where('id', '=', paperId)
    .executeTakeFirst();
}

/** The names a learner goes by, for the grader's masked view of them. */
export function findLearnerNames(db: Db, userId: number) {
  return db
    .selectFrom('app_user')
    .select(['nick_name', 'user_name', 'phone'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

// Answers.

export function findAnswer(db: Db, userId: number, questionId: number) {
  return db
    .selectFrom('sa_answer')
    .selectAll()
    .where('user_id', '=', userId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
}

export function findAnswerById(db: Db, id: number) {
  return db.selectFrom('sa_answer').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findAnswerOwnerId(db: Db, id: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('sa_answer')
    .select('user_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.user_id;
}

export async function findAnswersOf(
  db: Db,
  userId: number,
  questionIds: number[],
): Promise<Map<number, AnswerRow>> {
  if (questionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('sa_answer')
    .selectAll()
    .where('user_id', '=', userId)
    .where('question_id', 'in', questionIds)
    .execute();
  return new Map(rows.map((row) => [row.question_id, row]));
}

/**
 * A short answer handed in on another screen (a mock contest's 申论 stage, sat on the practice
 * screen): it enters the graders' queue as handed in, unless the learner's answer to the
 * question is handed in already, which stays as it is.
 */
export async function insertSubmittedAnswer(
  db: Db,
  input: { userId: number; questionId: number; answer: string; urls: string[]; now: string },
): Promise<void> {
  const { now } = input;
  await db
    .insertInto('sa_answer')
    .values({
      user_id: input.userId,
      question_id: input.questionId,
      answer: input.answer,
      urls: JSON.stringify(input.urls),
      status: 'submitted',
      saved_at: now,
      submitted_at: now,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'question_id'])
        .doUpdateSet({
          answer: input.answer,
          urls: JSON.stringify(input.urls),
          status: 'submitted',
          saved_at: now,
          submitted_at: now,
          updated_at: now,
        })
        .where('sa_answer.status', '=', 'draft'),
    )
    .execute();
}

/**
 * Writes the learner's draft: inserts it, or updates it while it is still a draft and, with a
 * `rev`, only when no newer save is stored. Answers the saved time, or undefined when nothing
 * was written (handed in meanwhile, or a newer save already there).
 */
export async function upsertDraft(
  db: Db,
  draft: {
    userId: number;
    questionId: number;
    answer: string;
    urls: string[];
    rev: number | null;
    now: string;
  },
): Promise<{ saved_at: string; status: string } | undefined> {
  const { rev, now } = draft;
  const urls = JSON.stringify(draft.urls);
  return db
    .insertInto('sa_answer')
    .values({
      user_id: draft.userId,
      question_id: draft.questionId,
      answer: draft.answer,
      urls,
      status: 'draft',
      saved_at: now,
      rev,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => {
      const update = oc
        .columns(['user_id', 'question_id'])
        .doUpdateSet({
          answer: draft.answer,
          urls,
          saved_at: now,
          updated_at: now,
          ...(rev === null ? {} : { rev }),
        })
        .where('sa_answer.status', '=', 'draft');
      return rev === null
        ? update
        : update.where((eb) =>
            eb.or([eb('sa_answer.rev', 'is', null), eb('sa_answer.rev', '<', rev)]),
          );
    })
    .returning(['saved_at', 'status'])
    .executeTakeFirst();
}

/** Hands a draft in; false when it was no longer a draft. */
export async function markSubmitted(db: Db, answerId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('sa_answer')
    .set({ status: 'submitted', submitted_at: now, updated_at: now })
    .where('id', '=', answerId)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// Grading.

export interface QueueFilter {
  status: 'pending' | 'mine' | 'graded';
  graderId: number;
  paperId?: number | undefined;
  questionId?: number | undefined;
  page: number;
  pageSize: number;
  now: string;
}

/**
 * One page of the graders' queue and its size: handed-in answers waiting (oldest first), those
 * the grader holds, or graded ones (newest first), with question, paper, learner and lock
 * holder.
 */
export async function findQueuePage(db: Db, filter: QueueFilter) {
  const { status, now } = filter;
  let base = db
    .selectFrom('sa_answer as a')
    .innerJoin('qb_question as q', 'q.id', 'a.question_id')
    .leftJoin('qb_question as parent', 'parent.id', 'q.parent_id');
  if (status === 'graded') base = base.where('a.status', '=', 'graded');
  else base = base.where('a.status', '=', 'submitted');
  if (status === 'mine') {
    base = base.where('a.lock_user_id', '=', filter.graderId).where('a.lock_expires_at', '>', now);
  }
  if (filter.paperId !== undefined) base = base.where('q.paper_id', '=', filter.paperId);
  if (filter.questionId !== undefined) base = base.where('a.question_id', '=', filter.questionId);

  const { total } = await base
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('app_user as u', 'u.id', 'a.user_id')
    .leftJoin('app_user as locker', 'locker.id', 'a.lock_user_id')
    .leftJoin('qb_paper as p', 'p.id', 'q.paper_id')
    .leftJoin('qb_catalogue as c', 'c.id', 'q.catalogue_id')
    .select([
      'a.id',
      'a.question_id',
      'a.submitted_at',
      'a.status',
      'a.user_score_tenths',
      'a.lock_user_id',
      'a.lock_expires_at',
      'a.grader_id',
      'a.graded_at',
      'q.context',
      'q.score_tenths',
      'p.title as paper_title',
      'c.name as catalogue_name',
      'u.nick_name',
      'u.user_name',
      'u.phone',
      'locker.nick_name as locker_nick',
      'locker.user_name as locker_user',
    ])
    .orderBy(
      status === 'graded' ? 'a.graded_at' : 'a.submitted_at',
      status === 'graded' ? 'desc' : 'asc',
    )
    .orderBy('a.id')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  return { total: Number(total), rows };
}

/** Handed-in answers waiting per question (of one paper, if given), the longest waiting first. */
export async function findPendingGroups(db: Db, paperId: number | undefined) {
  let query = db
    .selectFrom('sa_answer as a')
    .innerJoin('qb_question as q', 'q.id', 'a.question_id')
    .leftJoin('qb_paper as p', 'p.id', 'q.paper_id')
    .leftJoin('qb_catalogue as c', 'c.id', 'q.catalogue_id')
    .select([
      'a.question_id',
      'q.context',
      'p.title as paper_title',
      'c.name as catalogue_name',
      (eb) => eb.fn.countAll<number>().as('pending'),
      (eb) => eb.fn.min('a.submitted_at').as('oldest'),
    ])
    .where('a.status', '=', 'submitted');
  if (paperId !== undefined) query = query.where('q.paper_id', '=', paperId);
  const rows = await query
    .groupBy(['a.question_id', 'q.context', 'p.title', 'c.name'])
    .orderBy(sql`min(a.submitted_at)`)
    .execute();
  return rows.map((row) => ({ ...row, pending: Number(row.pending) }));
}

/**
 * Takes (or renews) a grader's lock on a handed-in answer that nobody else holds, in one
 * conditional UPDATE: on PostgreSQL the second of two racing graders re-reads the row after
 * the first commits and no longer matches; SQLite runs one writer at a time. False when it
 * was not taken.
 */
export async function takeLock(
  db: Db,
  lock: { answerId: number; graderId: number; expiresAt: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('sa_answer')
    .set({ lock_user_id: lock.graderId, lock_expires_at: lock.expiresAt })
    .where('id', '=', lock.answerId)
    .where('status', '=', 'submitted')
    .where((eb) =>
      eb.or([
        eb('lock_user_id', 'is', null),
        eb('lock_user_id', '=', lock.graderId),
        eb('lock_expires_at', '<=', lock.now),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Gives back the grader's lock, if they hold it. */
export async function releaseLock(db: Db, answerId: number, graderId: number): Promise<void> {
  await db
    .updateTable('sa_answer')
    .set({ lock_user_id: null, lock_expires_at: null })
    .where('id', '=', answerId)
    .where('lock_user_id', '=', graderId)
    .execute();
}

/**
 * Grades a handed-in answer and drops the lock, only while this grader's lock holds; false
 * when it did not (graded meanwhile, lock lost or someone else's).
 */
export async function recordGrade(
  db: Db,
  grade: { answerId: number; graderId: number; tenths: number; note: string; now: string },
): Promise<boolean> {
  const { now } = grade;
  const result = await db
    .updateTable('sa_answer')
    .set({
      status: 'graded',
      user_score_tenths: grade.tenths,
      check_note: grade.note,
      grader_id: grade.graderId,
      graded_at: now,
      lock_user_id: null,
      lock_expires_at: null,
      updated_at: now,
    })
    .where('id', '=', grade.answerId)
    .where('status', '=', 'submitted')
    .where('lock_user_id', '=', grade.graderId)
    .where('lock_expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Changes score and note together of a grade this grader gave after `gradedAfter`; false when
 * the grade is not theirs or no longer open.
 */
export async function reviseGradeRow(
  db: Db,
  grade: {
    answerId: number;
    graderId: number;
    tenths: number;
    note: string;
    gradedAfter: string;
    now: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('sa_answer')
    .set({ user_score_tenths: grade.tenths, check_note: grade.note, updated_at: grade.now })
    .where('id', '=', grade.answerId)
    .where('status', '=', 'graded')
    .where('grader_id', '=', grade.graderId)
    .where('graded_at', '>', grade.gradedAfter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function parseUrls(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
