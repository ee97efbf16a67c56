import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * Counts what people search, per Asia/Shanghai day, for GET /pc/search/hotWords. Searches
 * are counted in memory and written in one statement every few seconds, so a busy search box
 * does not turn every query into a database write.
 */
export interface HotWordRecorder {
  record(keyword: string): void;
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/** Longer inputs are questions or pasted text, not words worth showing to others. */
export const HOT_WORD_MAX_LENGTH = 20;
const FLUSH_MS = 5_000;
const MAX_PENDING = 5_000;

export function shanghaiDay(at: Date = new Date()): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

export function createHotWordRecorder(
  db: Kysely<Database>,
  onError: (err: unknown) => void,
): HotWordRecorder {
  let pending = new Map<string, number>();
  let flushing: Promise<void> = Promise.resolve();

  async function write(batch: Map<string, number>): Promise<void> {
    if (batch.size === 0) return;
    const day = shanghaiDay();
    const rows = [...batch].map(([keyword, count]) => ({ keyword, day, count }));
    await db
      .insertInto('search_keyword_daily')
      .values(rows)
      .onConflict((oc) =>
        oc
          .columns(['keyword', 'day'])
          .doUpdateSet({ count: sql`search_keyword_daily.count + excluded.count` }),
      )
      .execute();
  }

  const flush = () => {
    const batch = pending;
    pending = new Map();
    flushing = flushing.then(() => write(batch)).catch(onError);
    return flushing;
  };
  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();

  return {
    record(keyword) {
      const word = keyword.trim().replace(/\s+/g, ' ').toLowerCase();
      if (!word || [...word].length > HOT_WORD_MAX_LENGTH) return;
      if (!pending.has(word) && pending.size >= MAX_PENDING) return;
      pending.set(word, (pending.get(word) ?? 0) + 1);
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

/** The most searched words of the last `days` days. */
export async function topHotWords(
  db: Kysely<Database>,
  days: number,
  limit: number,
): Promise<string[]> {
  const since = shanghaiDay(new Date(Date.now() - (days - 1) * 86_400_000));
  const rows = await db
    .selectFrom('search_keyword_daily')
    .select(['keyword', (eb) => eb.fn.sum<number>('count').as('total')])
    .where('day', '>=', since)
    .groupBy('keyword')
    .orderBy('total', 'desc')
    .orderBy('keyword')
    .limit(limit)
    .execute();
  return rows.map((row) => row.keyword);
}
