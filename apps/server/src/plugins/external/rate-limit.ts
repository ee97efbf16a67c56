import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { ApiCode, Msg } from '@shangan/shared';
import { ApiError } from '../../lib/api-error.ts';
import { redisFailed, redisNames, redisReady } from '../../lib/redis-state.ts';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
type RouteStoreOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** The plugin's own stores (what `redis:` and no `redis:` select), with their read method. */
interface Store extends FastifyRateLimitStore {
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
}

// The plugin ships its stores as CommonJS files without type declarations.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => Store;

/** One warning per run of failed Redis counts, not one per request. */
interface FailureLog {
  failed(err: unknown): void;
  succeeded(): void;
}

/**
 * Counts in Redis (shared by every instance) while Redis answers, and in this process while it
 * does not, so a Redis outage leaves one instance's limits in force instead of turning every
 * limited route into a 500 (the plugin's answer to a store error) or letting everything through.
 */
export class RedisOrLocalStore implements Store {
  private readonly shared: Store;
  private readonly local: Store;
  private readonly redis: Redis;
  private readonly failures: FailureLog;

  constructor(shared: Store, local: Store, redis: Redis, failures: FailureLog) {
    this.shared = shared;
    this.local = local;
    this.redis = redis;
    this.failures = failures;
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.use('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.use('read', key, callback, timeWindow, max);
  }

  child(routeOptions: RouteStoreOptions): RedisOrLocalStore {
    return new RedisOrLocalStore(
      this.shared.child(routeOptions) as Store,
      this.local.child(routeOptions) as Store,
      this.redis,
      this.failures,
    );
  }

  private use(
    method: 'incr' | 'read',
    key: string,
    callback: Callback,
    timeWindow: number,
    max: number,
  ): void {
    // Not connected (the connection's own log line tells): no need to try.
    if (!redisReady(this.redis)) {
      this.local[method](key, callback, timeWindow, max);
      return;
    }
    this.shared[method](
      key,
      (err, result) => {
        if (err || !result) {
          this.failures.failed(err);
          redisFailed(this.redis, err);
          this.local[method](key, callback, timeWindow, max);
          return;
        }
        this.failures.succeeded();
        callback(null, result);
      },
      timeWindow,
      max,
    );
  }
}

function failureLog(log: FastifyBaseLogger): FailureLog {
  let failing = false;
  return {
    failed(err) {
      if (failing) return;
      failing = true;
      log.warn({ err }, 'rate limits counted in this process: Redis did not answer');
    },
    succeeded() {
      failing = false;
    },
  };
}

/**
 * The plugin's `store` option: the plugin builds it with its global options, and each limited
 * route gets a child of it. Keys are those of the plugin's Redis store under `nameSpace`.
 */
export function redisOrLocalStore(
  redis: Redis,
  log: FastifyBaseLogger,
  nameSpace: string,
): FastifyRateLimitStoreCtor {
  const failures = failureLog(log);
  return class extends RedisOrLocalStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
        redis,
        failures,
      );
    }
  };
}

/**
 * Rate limiting is opt-in per route (`config.rateLimit`), so browsing stays unthrottled while
 * logins and SMS sends are guarded. Counters live in Redis when configured, so every instance
 * behind a load balancer shares them; while Redis is away each instance counts on its own.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      ...(app.redis
        ? {
            store: redisOrLocalStore(
              app.redis,
              app.log,
              redisNames(app.config.redisPrefix).rateLimit,
            ),
          }
        : {}),
      errorResponseBuilder: () => new ApiError(ApiCode.TOO_MANY_REQUESTS, Msg.tooManyRequests),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
