import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Hot search words: who searched a word on a day (search_keyword_visitor, a keyed hash, never
 * the address) and how many distinct people that makes per word and day (search_keyword_daily).
 */

/** Stores the visitors not yet counted for their word and day; answers the ones that were new. */
export function insertNewVisitors(
  db: Db,
  rows: Array<{ keyword: string; day: string; visitor: string }>,
): Promise<Array<{ keyword: string; day: string }>> {
  return db
    .insertInto('search_keyword_visitor')
    .values(rows)
    .onConflict((oc) => oc.columns(['keyword', 'day', 'visitor']).doNothing())
    .returning(['keyword', 'day'])
    .execute();
}

/** Adds to each word's count of the day, in one statement per batch. */
export async function addDailyCounts(
  db: Db,
  counts: Array<{ keyword: string; day: string; count: number }>,
): Promise<void> {
  await db
    .insertInto('search_keyword_daily')
    .values(counts)
    .onConflict((oc) =>
      oc
        .columns(['keyword', 'day'])
        .doUpdateSet({ count: sql`search_keyword_daily.count + excluded.count` }),
    )
    .execute();
}

export async function deleteVisitorsBefore(db: Db, day: string): Promise<void> {
  await db.deleteFrom('search_keyword_visitor').where('day', '<', day).execute();
}

/** Distinct searchers per word since a day, most first. */
export async function sumDailyCountsSince(
  db: Db,
  sinceDay: string,
  limit: number,
): Promise<Array<{ keyword: string; count: number }>> {
  const rows = await db
    .selectFrom('search_keyword_daily')
    .select(['keyword', (eb) => eb.fn.sum<number>('count').as('total')])
    .where('day', '>=', sinceDay)
    .groupBy('keyword')
    .orderBy('total', 'desc')
    .orderBy('keyword')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ keyword: row.keyword, count: Number(row.total) }));
}
