import type { Db } from '../../db/database.ts';

/** Homework handed in and waiting for its teacher. */
export async function homeworkWaiting(db: Db): Promise<number> {
  const row = await db
    .selectFrom('hw_submission')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', '=', 'submitted')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What waits for teachers: how many and since when (homework is not held while corrected). */
export async function homeworkBacklog(db: Db) {
  const row = await db
    .selectFrom('hw_submission')
    .select((eb) => [
      eb.fn.countAll<number>().as('waiting'),
      eb.fn.min('submitted_at').as('oldest'),
    ])
    .where('state', '=', 'submitted')
    .executeTakeFirstOrThrow();
  return { waiting: Number(row.waiting), oldestSubmittedAt: row.oldest ?? null, inHand: 0 };
}

/** Homework corrected since then: by whom, and when it was handed in and corrected. */
export async function homeworkCorrectedSince(db: Db, sinceIso: string) {
  const rows = await db
    .selectFrom('hw_submission')
    .select(['corrected_by', 'submitted_at', 'corrected_at'])
    .where('state', '=', 'corrected')
    .where('corrected_at', '>=', sinceIso)
    .execute();
  return rows.flatMap((row) =>
    row.corrected_by !== null && row.corrected_at
      ? [{ graderId: row.corrected_by, submittedAt: row.submitted_at, gradedAt: row.corrected_at }]
      : [],
  );
}

/** Whether a lesson carries homework: the console keeps such a lesson (and its learners' work). */
export async function lessonHasHomework(db: Db, lessonId: number): Promise<boolean> {
  const row = await db
    .selectFrom('hw_homework')
    .select('id')
    .where('lesson_id', '=', lessonId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
