import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { Engine } from '../../../db/connect.ts';
import { createArticles, type NewArticle } from '../article-writer.ts';
import { createRng, generateArticle } from './news-generator.ts';

/**
 * Large volumes of realistic articles for benchmarks (never for tests or the demo): the demo's
 * generator, written in batches of 500 rows, several batches per transaction.
 */
const BATCH = 500;
const BATCHES_PER_TRANSACTION = 10;

export async function generateBulkArticles(
  db: Kysely<Database>,
  engine: Engine,
  count: number,
  onProgress?: (done: number) => void,
): Promise<void> {
  const columnRows = await db.selectFrom('news_column').select(['id', 'column_dir']).execute();
  const columns = new Map(columnRows.map((row) => [row.column_dir, row.id]));
  const cities = await db.selectFrom('city_site').select(['id', 'name', 'province']).execute();
  const ctx = { columns, cities, now: new Date(), spreadDays: 3 * 365 };
  const rng = createRng(count);
  let done = 0;
  while (done < count) {
    await db.transaction().execute(async (trx) => {
      for (let b = 0; b < BATCHES_PER_TRANSACTION && done < count; b++) {
        const size = Math.min(BATCH, count - done);
        const batch: NewArticle[] = [];
        for (let i = 0; i < size; i++) batch.push(generateArticle(ctx, rng, done + i));
        await createArticles(trx, engine, batch);
        done += size;
      }
    });
    onProgress?.(done);
  }
}
