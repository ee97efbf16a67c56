import type { Insertable } from 'kysely';
import type { Db, UserSessionTable } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';

/** Sessions: one row per login, found by the SHA-256 digest of its token. */

export async function insertSession(db: Db, row: Insertable<UserSessionTable>): Promise<void> {
  await db.insertInto('user_session').values(row).execute();
}

// Every signed-in request reads its session: compiled once (db/prepared-query.ts).
const selectLiveSession = preparedQuery((db, values: { tokenHash: string; nowIso: string }) =>
  db
    .selectFrom('user_session')
    .innerJoin('app_user', 'app_user.id', 'user_session.user_id')
    .select([
      'user_session.id',
      'user_session.user_id',
      'user_session.keep_logged_in',
      'user_session.last_seen_at',
    ])
    .where('user_session.token_hash', '=', values.tokenHash)
    .where('user_session.revoked_at', 'is', null)
    .where('user_session.expires_at', '>', values.nowIso)
    .where('app_user.disabled_at', 'is', null),
);

/**
 * The session a token digest belongs to, while it is neither revoked nor expired at `nowIso`
 * and its account is not stopped (a login racing the stop would otherwise keep a session).
 */
export async function findLiveSession(db: Db, tokenHash: string, nowIso: string) {
  return (await selectLiveSession(db, { tokenHash, nowIso }))[0];
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
