import type { FastifyRequest } from 'fastify';
import { LEARNING_TOKEN_COOKIE, SESSION_TOKEN_COOKIE } from '@shangan/shared';
import type { Viewer } from './context.ts';

/** The signed-in user and session of a request that went through optionalUser or requireUser. */
export function viewerOf(request: FastifyRequest): Viewer {
  return request.user
    ? { userId: request.user.id, sessionId: request.user.sessionId }
    : { userId: null, sessionId: null };
}

/** The site's own session cookies: the main API's token first, then the learning API's. */
const SESSION_COOKIES = [SESSION_TOKEN_COOKIE, LEARNING_TOKEN_COOKIE];

/**
 * The session token of a request that carries no header: the browser's cookie of the site.
 * Key requests come from the player itself (hls.js, or Safari's own HLS), which sends the
 * site's cookies with a same-origin request but no header of ours.
 */
export function cookieToken(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(eq + 1).trim());
  }
  for (const name of SESSION_COOKIES) {
    const value = cookies.get(name);
    if (!value) continue;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}
