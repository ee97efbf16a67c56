import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

// ioredis's message when `commandTimeout` passes without a reply.
const COMMAND_TIMED_OUT = 'Command timed out';

/**
 * The names this deployment uses in Redis, all under REDIS_PREFIX so that deployments sharing
 * one Redis never meet. The default prefix, `shangan`, gives the names used before it could be
 * set.
 */
export function redisNames(prefix: string) {
  return {
    /** Short-lived caches of what every visitor sees the same. */
    cache: `${prefix}-cache:`,
    /** Rate-limit counters of the limited routes. */
    rateLimit: `${prefix}-rl:`,
    /** Failed-login counters. */
    login: `${prefix}-login:`,
    /** A publish/subscribe channel between instances. */
    channel: (name: string) => `${prefix}:${name}`,
  };
}

/**
 * Whether commands can be sent to Redis right now. While they cannot (Redis down, reconnecting,
 * not yet connected at start), whoever keeps state there keeps it in this process instead: the
 * site then behaves as a single instance would, rather than failing.
 */
export function redisReady(redis: Redis | null): redis is Redis {
  return redis !== null && redis.status === 'ready';
}

/**
 * Tells the client that a command of a caller failed (the caller has fallen back already). A
 * command that timed out on a connection that looks alive means a stalled server (paused,
 * swapping, overloaded): the connection is dropped and made anew in the background, so that
 * until Redis answers again `redisReady` is false and requests keep their state locally at once,
 * instead of each of them waiting out the command timeout again.
 */
export function redisFailed(redis: Redis, err: unknown): void {
  if (err instanceof Error && err.message === COMMAND_TIMED_OUT && redis.status === 'ready') {
    redis.disconnect(true);
  }
}

/**
 * Resolves when the client is ready (or, given `reached`, when that settles), when its first
 * attempt failed, or after `timeoutMs`, whichever comes first; never rejects. At start this
 * keeps the first requests from counting locally merely because the connection was still being
 * made, without making the server wait for (or fail on) a Redis that is down.
 */
export function firstConnection(
  redis: Redis,
  timeoutMs: number,
  reached?: Promise<unknown>,
): Promise<void> {
  if (!reached && redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      redis.off('end', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    if (reached) reached.then(done, done);
    else redis.once('ready', done);
    redis.once('error', done);
    redis.once('end', done);
  });
}

/**
 * Logs one line when a Redis connection is lost (or cannot be made at start) and one when it is
 * back, not one per reconnection attempt: ioredis emits 'error' and 'reconnecting' on every
 * failed retry, and an outage of minutes would bury the log. The 'error' listener also keeps
 * ioredis from printing its own "Unhandled error event" for each of them.
 */
export function logRedisOutages(
  redis: Redis,
  log: FastifyBaseLogger,
  name: string,
  level: 'warn' | 'debug' = 'warn',
): void {
  let down = false;
  const lost = (err?: unknown) => {
    if (down) return;
    down = true;
    log[level](
      err ? { err } : {},
      `${name} unavailable: this instance keeps its state locally until it is back`,
    );
  };
  redis.on('error', (err: unknown) => lost(err));
  // A server that closes the connection cleanly (shut down) causes no error, only a retry.
  redis.on('reconnecting', () => lost());
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log[level === 'warn' ? 'info' : level](`${name} available again`);
  });
}
