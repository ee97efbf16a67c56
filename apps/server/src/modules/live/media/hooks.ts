import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { MEDIA_MSG } from './messages.ts';
import type { LiveMediaRuntime } from './runtime.ts';

/** What an external media server's hook says about a publish. */
export interface HookCall {
  app: string;
  stream: string;
  key: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The `key` of a query string, with or without its leading `?`. */
function keyOfQuery(query: string): string {
  return new URLSearchParams(query.replace(/^\?/, '')).get('key') ?? '';
}

/**
 * The publish in a hook's body, whichever server sent it: SRS posts JSON with `app`, `stream` and
 * `param` (`?key=…`); nginx-rtmp posts a form with `app`, `name` and the publish address's
 * arguments (its own fields, and `args` on some builds).
 */
export function readHook(body: unknown): HookCall {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const stream = text(fields.stream) || text(fields.name);
  const key = text(fields.key) || keyOfQuery(text(fields.param)) || keyOfQuery(text(fields.args));
  // Some servers pass the stream name with its query or a container suffix.
  return { app: text(fields.app), stream: stream.split('?')[0]!.replace(/\.flv$/, ''), key };
}

/** Whether the hook carries LIVE_HOOK_SECRET (and hooks are on at all). */
export function hookAllowed(runtime: LiveMediaRuntime, token: string): boolean {
  const { media, hookSecret } = runtime.ctx.config.live;
  if (media !== 'external' || !hookSecret) return false;
  const expected = Buffer.from(hookSecret);
  const given = Buffer.from(token);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** Allowed: 200 with SRS's `{"code":0}` (nginx-rtmp takes any 2xx). */
export function hookOk(reply: FastifyReply) {
  return reply.code(200).header('cache-control', 'no-store').send({ code: 0 });
}

/** Refused: 403, which both servers take as a refusal, with the envelope. */
export function hookRefused(reply: FastifyReply, msg: string = MEDIA_MSG.hookRefused) {
  return reply.code(403).header('cache-control', 'no-store').send({ code: 403, msg, data: null });
}
