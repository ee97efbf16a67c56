import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The contest's results, computed once when it closes (results.service.ts) and read cheaply
 * afterwards. The ranking is one INSERT … SELECT with RANK() OVER, which both engines run
 * (SQLite 3.25+, PostgreSQL): competition ranking, equal scores sharing a rank (1, 2, 2, 4),
 * within all candidates, their province and the applicants of their position. A candidate is
 * ranked when their 行测 attempt of the contest was handed in (by them or at the end).
 */

/** Claims the computation: answers false when it was done (or is being done) already. */
export async function claimResults(db: Db, contestId: number, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('mock_exam')
    .set({ results_published_at: nowIso })
    .where('id', '=', contestId)
    .where('results_published_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertRanks(db: Db, contestId: number, stage: string): Promise<void> {
  await sql`
    insert into mock_exam_result (
      mock_exam_id, user_id, exercise_id, score_tenths, correct_count, province, position_id,
      rank_overall, rank_province, rank_position
    )
    select
      en.mock_exam_id,
      en.user_id,
      x.id,
      coalesce(x.score_tenths, 0),
      coalesce(x.correct_count, 0),
      coalesce(a.province, ''),
      a.position_id,
      rank() over (order by coalesce(x.score_tenths, 0) desc),
      rank() over (partition by coalesce(a.province, '') order by coalesce(x.score_tenths, 0) desc),
      rank() over (partition by a.position_id order by coalesce(x.score_tenths, 0) desc)
    from mock_exam_entry en
    join qb_exercise x on x.id = en.exercise_id
    left join mock_exam_application a
      on a.mock_exam_id = en.mock_exam_id and a.user_id = en.user_id
    where en.mock_exam_id = ${contestId}
      and en.stage = ${stage}
      and x.status = 'submitted'
  `.execute(db);
}

/** 10-point bars; scores at or above the last bar's start fall in it (the full score too). */
export async function insertBuckets(db: Db, contestId: number, lastBucket: number): Promise<void> {
  await sql`
    insert into mock_exam_bucket (mock_exam_id, bucket, candidate_count)
    select cast(${contestId} as integer), b.bucket, count(*)
    from (
      select case when score_tenths / 100 > cast(${lastBucket} as integer)
                  then cast(${lastBucket} as integer)
                  else score_tenths / 100 end as bucket
      from mock_exam_result
      where mock_exam_id = ${contestId}
    ) b
    group by b.bucket
  `.execute(db);
}

/** Per question of the stage's paper: candidates who sat it, answered it, got it right. */
export async function insertQuestionStats(db: Db, contestId: number, stage: string): Promise<void> {
  await sql`
    insert into mock_exam_question_stat (
      mock_exam_id, question_id, sat_count, answered_count, correct_count
    )
    select
      cast(${contestId} as integer),
      an.question_id,
      count(*),
      sum(case when an.answer <> '' then 1 else 0 end),
      sum(case when an.is_correct = 1 then 1 else 0 end)
    from mock_exam_entry en
    join qb_exercise x on x.id = en.exercise_id
    join qb_answer an on an.exercise_id = en.exercise_id
    where en.mock_exam_id = ${contestId}
      and en.stage = ${stage}
      and x.status = 'submitted'
    group by an.question_id
  `.execute(db);
}

/** The cohort's count, sum and top score, kept on the contest. */
export async function storeCohortTotals(db: Db, contestId: number): Promise<void> {
  const totals = await db
    .selectFrom('mock_exam_result')
    .select([
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.sum<number>('score_tenths').as('total'),
      (eb) => eb.fn.max('score_tenths').as('top'),
    ])
    .where('mock_exam_id', '=', contestId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('mock_exam')
    .set({
      ranked_count: Number(totals.n),
      score_sum_tenths: Number(totals.total ?? 0),
      score_top_tenths: Number(totals.top ?? 0),
    })
    .where('id', '=', contestId)
    .execute();
}

/** Clears what an earlier, rolled-back computation could not have left (defensive). */
export async function deleteResults(db: Db, contestId: number): Promise<void> {
  for (const table of [
    'mock_exam_result',
    'mock_exam_bucket',
    'mock_exam_question_stat',
  ] as const) {
    await db.deleteFrom(table).where('mock_exam_id', '=', contestId).execute();
  }
}

// Reads.

export function findResult(db: Db, contestId: number, userId: number) {
  return db
    .selectFrom('mock_exam_result')
    .selectAll()
    .where('mock_exam_id', '=', contestId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function findResultsOf(
  db: Db,
  userId: number,
  contestIds: number[],
): Promise<Map<number, { score_tenths: number; rank_overall: number }>> {
  if (contestIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('mock_exam_result')
    .select(['mock_exam_id', 'score_tenths', 'rank_overall'])
    .where('user_id', '=', userId)
    .where('mock_exam_id', 'in', contestIds)
    .execute();
  return new Map(rows.map((row) => [row.mock_exam_id, row]));
}

/**
 * Within a group (all, a province, a position): its size, how many scored more and how many
 * less than `scoreTenths`. Covered by the result table's indexes.
 */
export async function countAround(
  db: Db,
  contestId: number,
  scoreTenths: number,
  group: { province?: string; positionId?: number } = {},
): Promise<{ total: number; above: number; below: number }> {
  let query = db.selectFrom('mock_exam_result').where('mock_exam_id', '=', contestId);
  if (group.province !== undefined) query = query.where('province', '=', group.province);
  if (group.positionId !== undefined) query = query.where('position_id', '=', group.positionId);
  const row = await query
    .select([
      (eb) => eb.fn.countAll<number>().as('total'),
      sql<number>`sum(case when score_tenths > ${scoreTenths} then 1 else 0 end)`.as('above'),
      sql<number>`sum(case when score_tenths < ${scoreTenths} then 1 else 0 end)`.as('below'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), above: Number(row.above ?? 0), below: Number(row.below ?? 0) };
}

export function findBuckets(db: Db, contestId: number) {
  return db
    .selectFrom('mock_exam_bucket')
    .select(['bucket', 'candidate_count'])
    .where('mock_exam_id', '=', contestId)
    .orderBy('bucket')
    .execute();
}

export function findQuestionStats(db: Db, contestId: number) {
  return db
    .selectFrom('mock_exam_question_stat')
    .select(['question_id', 'sat_count', 'answered_count', 'correct_count'])
    .where('mock_exam_id', '=', contestId)
    .execute();
}
