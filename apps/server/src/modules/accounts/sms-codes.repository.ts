import type { Insertable } from 'kysely';
import type { Db, SmsCodeTable } from '../../db/database.ts';

/** Verification codes: each row one code sent, stored as a keyed hash, with its tries and use. */

/** When each code sent to a phone since `sinceIso` was sent, latest first. */
export async function findSendTimes(db: Db, phone: string, sinceIso: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sms_code')
    .select(['created_at'])
    .where('phone', '=', phone)
    .where('created_at', '>', sinceIso)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => row.created_at);
}

/** How many codes were sent to anyone for requests from `ip` since `sinceIso`. */
export async function countSendsFromIp(db: Db, ip: string, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom('sms_code')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('created_at', '>', sinceIso)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertSmsCode(db: Db, row: Insertable<SmsCodeTable>): Promise<number> {
  const inserted = await db
    .insertInto('sms_code')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function deleteSmsCode(db: Db, codeId: number): Promise<void> {
  await db.deleteFrom('sms_code').where('id', '=', codeId).execute();
}

/** The latest code sent to a phone under one of `purposes` that has not been used. */
export function findLatestUnusedCode(db: Db, phone: string, purposes: readonly string[]) {
  return db
    .selectFrom('sms_code')
    .select(['id', 'purpose', 'code_hash', 'expires_at'])
    .where('phone', '=', phone)
    .where('purpose', 'in', purposes)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Spends one try of a code while it has fewer than `maxTries` spent; false when none is left.
 * A conditional update: on PostgreSQL it locks the row, so parallel checks queue behind it.
 */
export async function spendTry(db: Db, codeId: number, maxTries: number): Promise<boolean> {
  const spent = await db
    .updateTable('sms_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', codeId)
    .where('attempts', '<', maxTries)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/** Marks a code used at `at`; false when it was used already (a concurrent request won). */
export async function markCodeUsed(db: Db, codeId: number, at: string): Promise<boolean> {
  const used = await db
    .updateTable('sms_code')
    .set({ consumed_at: at })
    .where('id', '=', codeId)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}
