import type { FastifyReply } from 'fastify';
import { LIVE_MSG } from '@shangan/shared';
import { sessionAccess } from '../access.ts';
import type { LiveSessionRow } from '../sessions.repository.ts';
import { MEDIA_MSG } from './messages.ts';
import type { LiveMediaRuntime } from './runtime.ts';
import { readViewerToken } from './viewer-token.ts';

/** Stream names as the sessions make them (and the media server accepts). */
export const STREAM_NAME = /^[\w-]{1,40}$/;

export type Admission =
  | { ok: true; session: LiveSessionRow; userId: number }
  | { ok: false; status: 403 | 503; msg: string };

/**
 * Who may open a session's live media: the holder of a viewer token of this session, while it is
 * live, and — where `checkAccess` — still allowed to watch (the token was minted for someone who
 * could; a refund or an expiry since stops them at their next connection).
 */
export async function admit(
  runtime: LiveMediaRuntime,
  streamName: string,
  token: string,
  options: { checkAccess: boolean; sessionMaxAgeMs?: number },
): Promise<Admission> {
  const claim = readViewerToken(runtime.viewerSecret, token);
  if (!claim || !STREAM_NAME.test(streamName)) {
    return { ok: false, status: 403, msg: MEDIA_MSG.badToken };
  }
  const session = await runtime.sessionOfStream(streamName, options.sessionMaxAgeMs ?? 0);
  if (!session || session.id !== claim.sessionId) {
    return { ok: false, status: 403, msg: MEDIA_MSG.badToken };
  }
  if (session.state !== 'live') return { ok: false, status: 403, msg: LIVE_MSG.notLive };
  if (options.checkAccess) {
    const access = await sessionAccess(runtime.ctx.db, claim.userId, session);
    if (access.level !== 'full') return { ok: false, status: 403, msg: access.reason };
  }
  if (!runtime.available) return { ok: false, status: 503, msg: MEDIA_MSG.unavailable };
  return { ok: true, session, userId: claim.userId };
}

/** A refusal: the envelope with its Chinese message, never cached. */
export function refuse(reply: FastifyReply, status: number, msg: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ code: status, msg, data: null });
}
