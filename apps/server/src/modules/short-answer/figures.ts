import type { Db } from '../../db/database.ts';

/** Short answers handed in and waiting for a grader. */
export async function shortAnswersWaiting(db: Db): Promise<number> {
  const row = await db
    .selectFrom('sa_answer')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'submitted')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What waits for graders: how many, since when, and how many a grader has open now. */
export async function shortAnswerBacklog(db: Db, nowIso: string) {
  const row = await db
    .selectFrom('sa_answer')
    .select((eb) => [
      eb.fn.countAll<number>().as('waiting'),
      eb.fn.min('submitted_at').as('oldest'),
      eb.fn
        .sum<number>(eb.case().when('lock_expires_at', '>', nowIso).then(1).else(0).end())
        .as('in_hand'),
    ])
    .where('status', '=', 'submitted')
    .executeTakeFirstOrThrow();
  return {
    waiting: Number(row.waiting),
    oldestSubmittedAt: row.oldest ?? null,
    inHand: Number(row.in_hand ?? 0),
  };
}

/** Short answers graded since then: who graded each, and when it was handed in and graded. */
export async function shortAnswersGradedSince(db: Db, sinceIso: string) {
  const rows = await db
    .selectFrom('sa_answer')
    .select(['grader_id', 'submitted_at', 'graded_at'])
    .where('status', '=', 'graded')
    .where('graded_at', '>=', sinceIso)
    .execute();
  return rows.flatMap((row) =>
    row.grader_id !== null && row.graded_at
      ? [{ graderId: row.grader_id, submittedAt: row.submitted_at, gradedAt: row.graded_at }]
      : [],
  );
}
