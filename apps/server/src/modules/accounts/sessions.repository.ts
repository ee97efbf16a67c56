import type { Insertable } from 'kysely';
import type { Db, UserSessionTable } from '../../db/database.ts';

/** Sessions: one row per login, found by the SHA-256 digest of its token. */

export async function insertSession(db: Db, row: Insertable<UserSessionTable>): Promise<void> {
  await db.insertInto('user_session').values(row).execute();
}

/** The session a token digest belongs to, while it is neither revoked nor expired at `nowIso`. */
export function findLiveSession(db: Db, tokenHash: string, nowIso: string) {
  return db
    .selectFrom('user_session')
    .select(['id', 'user_id', 'keep_logged_in', 'last_seen_at'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
}

/** Moves an idle session's window forward: seen at `seenAt`, ending at `expiresAt`. */
export async function touchSession(
  db: Db,
  sessionId: number,
  seenAt: string,
  expiresAt: string,
): Promise<void> {
  await db
    .updateTable('user_session')
    .set({ last_seen_at: seenAt, expires_at: expiresAt })
    .where('id', '=', sessionId)
    .execute();
}

export async function revokeSessionById(db: Db, sessionId: number, at: string): Promise<void> {
  await db
    .updateTable('user_session')
    .set({ revoked_at: at })
    .where('id', '=', sessionId)
    .execute();
}

/** Revokes every live session of a person, except `keepSessionId` when given. */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  at: string,
  keepSessionId?: number,
): Promise<void> {
  let query = db
    .updateTable('user_session')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}

/** Whether an administrator has stopped the account. */
export async function isDisabled(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('app_user')
    .select('disabled_at')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.disabled_at != null;
}
