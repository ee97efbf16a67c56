import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import {
  addDailyCounts,
  deleteVisitorsBefore,
  insertNewVisitors,
  sumDailyCountsSince,
} from './hot-words.repository.ts';

/**
 * Counts how many different people search a word, per Asia/Shanghai day, for
 * GET /pc/search/hotWords. Only words that found articles are given (the segmented, normalised
 * query words, never the typed text), and each visitor counts once per word and day, however
 * often they search: one client cannot lift a word, let alone write one, into the list every
 * visitor sees.
 *
 * Searches are collected in memory and written every few seconds. Distinctness lives in the
 * database (search_keyword_visitor's unique key, insert-or-ignore), so it holds across batches,
 * restarts and several instances sharing the database; search_keyword_daily.count grows only
 * by the rows a batch actually inserted, so it is the number of distinct visitors.
 */
export interface HotWordRecorder {
  /**
   * One visitor's search that found articles with all of these words. `visitor` identifies
   * the person (`user:{id}`, or the client network for anonymous visitors: see visitor.ts);
   * only a keyed hash of it is stored.
   */
  record(words: readonly string[], visitor: string): void;
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/** Longer inputs are questions or pasted text, not words worth showing to others. */
export const HOT_WORD_MAX_LENGTH = 20;
/** Single characters are prefix matches (税 finds 税务), not searches worth listing. */
export const HOT_WORD_MIN_LENGTH = 2;
/** A search of many words still counts for the first few only. */
const MAX_WORDS_PER_SEARCH = 8;
const FLUSH_MS = 5_000;
const MAX_PENDING = 5_000;
const INSERT_CHUNK = 500;

export function shanghaiDay(at: Date = new Date()): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** A word fit for the hot list: letters and digits only, as the segmenter leaves them. */
export function isHotWord(word: string): boolean {
  const length = [...word].length;
  return (
    length >= HOT_WORD_MIN_LENGTH && length <= HOT_WORD_MAX_LENGTH && /^[\p{L}\p{N}]+$/u.test(word)
  );
}

interface Pending {
  keyword: string;
  day: string;
  visitor: string;
}

/**
 * `secret` keys the visitor hash (the app passes APP_SECRET): client addresses are few enough
 * to be guessed back from a plain hash. The day is part of the hash, so one person's rows on
 * different days cannot be linked.
 */
export function createHotWordRecorder(
  db: Kysely<Database>,
  onError: (err: unknown) => void,
  secret = '',
): HotWordRecorder {
  let pending = new Map<string, Pending>();
  let flushing: Promise<void> = Promise.resolve();
  let prunedBefore = '';

  // A visitor searches several times a day: their hash of the day is kept, not computed anew.
  let hashDay = '';
  const hashes = new Map<string, string>();
  const visitorHash = (day: string, visitor: string) => {
    if (day !== hashDay || hashes.size >= MAX_PENDING) {
      hashes.clear();
      hashDay = day;
    }
    let hash = hashes.get(visitor);
    if (hash === undefined) {
      hash = crypto
        .createHmac('sha256', secret)
        .update(`search-visitor\n${day}\n${visitor}`)
        .digest('base64url')
        .slice(0, 32);
      hashes.set(visitor, hash);
    }
    return hash;
  };

  async function write(batch: Map<string, Pending>): Promise<void> {
    if (batch.size > 0) {
      // Sorted, so concurrent batches of several instances take their locks in one order.
      const rows = [...batch.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row);
      await db.transaction().execute(async (trx) => {
        const added = new Map<string, { keyword: string; day: string; count: number }>();
        for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
          const inserted = await insertNewVisitors(trx, rows.slice(i, i + INSERT_CHUNK));
          for (const { keyword, day } of inserted) {
            const key = `${day}\n${keyword}`;
            const entry = added.get(key) ?? { keyword, day, count: 0 };
            entry.count++;
            added.set(key, entry);
          }
        }
        const counts = [...added.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
        for (let i = 0; i < counts.length; i += INSERT_CHUNK) {
          await addDailyCounts(
            trx,
            counts.slice(i, i + INSERT_CHUNK).map(([, row]) => row),
          );
        }
      });
    }
    // Who searched what is only needed while a day can still get late batches.
    const keepFrom = previousDay(shanghaiDay());
    if (prunedBefore !== keepFrom) {
      await deleteVisitorsBefore(db, keepFrom);
      prunedBefore = keepFrom;
    }
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
    record(words, visitor) {
      const day = shanghaiDay();
      const hash = visitorHash(day, visitor);
      for (const word of [...new Set(words)].filter(isHotWord).slice(0, MAX_WORDS_PER_SEARCH)) {
        const key = `${day}\n${word}\n${hash}`;
        if (pending.has(key) || pending.size >= MAX_PENDING) continue;
        pending.set(key, { keyword: word, day, visitor: hash });
      }
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

/** The words the most people searched in the last `days` days, with how many. */
export async function hotWordCounts(
  db: Kysely<Database>,
  days: number,
  limit: number,
): Promise<Array<{ keyword: string; count: number }>> {
  const since = shanghaiDay(new Date(Date.now() - (days - 1) * 86_400_000));
  return sumDailyCountsSince(db, since, limit);
}

/** The most searched words of the last `days` days. */
export async function topHotWords(
  db: Kysely<Database>,
  days: number,
  limit: number,
): Promise<string[]> {
  return (await hotWordCounts(db, days, limit)).map((row) => row.keyword);
}
