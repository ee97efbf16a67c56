import { ApiCode, KEEP_LOGGED_IN_DAYS, Msg } from '@shangan/shared';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../lib/api-error.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { DAY_MS, MINUTE_MS, isoAfter, isoNow } from '../../lib/time.ts';
import {
  findLiveSession,
  isDisabled,
  insertSession,
  revokeSessionById,
  revokeUserSessions,
  touchSession,
} from './sessions.repository.ts';

export interface SessionOptions {
  keepLoggedIn: boolean;
  idleMinutes: number;
  ip: string;
  userAgent: string;
}

/**
 * Opens a session and returns its token — the only time the token exists in plain form.
 * 'Keep me logged in' lasts 7 days; otherwise the session ends after `idleMinutes` unused.
 * Every way in (password, SMS code, WeChat, registration) comes through here, so a stopped
 * account is refused here, after its credentials were checked.
 */
export async function createSession(
  db: Db,
  userId: number,
  options: SessionOptions,
): Promise<string> {
  if (await isDisabled(db, userId)) throw new ApiError(ApiCode.FORBIDDEN, Msg.accountDisabled);
  const token = randomToken();
  const now = new Date();
  await insertSession(db, {
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
  });
  return token;
}

export interface ActiveSession {
  sessionId: number;
  userId: number;
}

/** The live session a token belongs to, sliding the idle window forward as it is used. */
export async function resolveSession(
  db: Db,
  token: string,
  idleMinutes: number,
): Promise<ActiveSession | null> {
  const now = isoNow();
  const session = await findLiveSession(db, sha256Hex(token), now);
  if (!session) return null;
  // Writing on every request would make reads cost a write; a minute's precision is plenty.
  if (!session.keep_logged_in && Date.parse(session.last_seen_at) < Date.now() - MINUTE_MS) {
    await touchSession(db, session.id, now, isoAfter(idleMinutes * MINUTE_MS));
  }
  return { sessionId: session.id, userId: session.user_id };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await revokeSessionById(db, sessionId, isoNow());
}

/** After a password reset every other device must log in again. */
export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await revokeUserSessions(db, userId, isoNow());
}

/** After a password change: every other device must log in again, this one stays. */
export async function revokeOtherSessions(
  db: Db,
  userId: number,
  keepSessionId: number,
): Promise<void> {
  await revokeUserSessions(db, userId, isoNow(), keepSessionId);
}
