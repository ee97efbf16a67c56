import { sql, type Transaction } from 'kysely';
import type { Database } from './database.ts';
import type { Engine } from './connect.ts';

/**
 * Serializes transactions that work on the same key (a phone number, an order) when the rows
 * to lock may not exist yet. SQLite already runs one transaction at a time on our single
 * connection; PostgreSQL takes a transaction-scoped advisory lock.
 */
export async function lockKey(
  trx: Transaction<Database>,
  engine: Engine,
  key: string,
): Promise<void> {
  if (engine !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

/**
 * The shared side of a key: many transactions hold it at once (learners applying to one
 * contest), and one taking lockKey of the same key (staff changing that contest) waits for
 * them all, and they for it.
 */
export async function lockKeyShared(
  trx: Transaction<Database>,
  engine: Engine,
  key: string,
): Promise<void> {
  if (engine !== 'postgres') return;
  await sql`select pg_advisory_xact_lock_shared(hashtext(${key}))`.execute(trx);
}
