import type { Kysely, Transaction } from 'kysely';
import { KEEP_LOGGED_IN_DAYS } from '@shangan/shared';
import type { Database } from '../../db/database.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { DAY_MS, MINUTE_MS, isoAfter, isoNow } from '../../lib/time.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface SessionOptions {
  keepLoggedIn: boolean;
  idleMinutes: number;
  ip: string;
  userAgent: string;
}

/**
 * Opens a session and returns its token — the only time the token exists in plain form.
 * 'Keep me logged in' lasts 7 days; otherwise the session ends after `idleMinutes` unused.
 */
export async function createSession(
  db: Db,
  userId: number,
  options: SessionOptions,
): Promise<string> {
  const token = randomToken();
  const now = new Date();
  await db
    .insertInto('user_session')
    .values({
      user_id: userId,
      token_hash: sha256Hex(token),
      keep_logged_in: options.keepLoggedIn ? 1 : 0,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: options.keepLoggedIn
        ? isoAfter(KEEP_LOGGED_IN_DAYS * DAY_MS, now)
        : isoAfter(options.idleMinutes * MINUTE_MS, now),
      ip: options.ip.slice(0, 64),
      user_agent: options.userAgent.slice(0, 255),
    })
    .execute();
  return token;
}

export interface ActiveSession {
  sessionId: number;
  userId: number;
}

/** The live session a token belongs to, sliding the idle window forward as it is used. */
export async function resolveSession(
  db: Kysely<Database>,
  token: string,
  idleMinutes: number,
): Promise<ActiveSession | null> {
  const now = isoNow();
  const session = await db
    .selectFrom('user_session')
    .select(['id', 'user_id', 'keep_logged_in', 'last_seen_at'])
    .where('token_hash', '=', sha256Hex(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!session) return null;
  // Writing on every request would make reads cost a write; a minute's precision is plenty.
  if (!session.keep_logged_in && Date.parse(session.last_seen_at) < Date.now() - MINUTE_MS) {
    await db
      .updateTable('user_session')
      .set({ last_seen_at: now, expires_at: isoAfter(idleMinutes * MINUTE_MS) })
      .where('id', '=', session.id)
      .execute();
  }
  return { sessionId: session.id, userId: session.user_id };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .updateTable('user_session')
    .set({ revoked_at: isoNow() })
    .where('id', '=', sessionId)
    .execute();
}

/** After a password reset every other device must log in again. */
export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('user_session')
    .set({ revoked_at: isoNow() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** After a password change: every other device must log in again, this one stays. */
export async function revokeOtherSessions(
  db: Db,
  userId: number,
  keepSessionId: number,
): Promise<void> {
  await db
    .updateTable('user_session')
    .set({ revoked_at: isoNow() })
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('revoked_at', 'is', null)
    .execute();
}
