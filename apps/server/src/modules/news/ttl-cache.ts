import type { Redis } from 'ioredis';
import { redisFailed, redisReady } from '../../lib/redis-state.ts';

/**
 * A short-lived cache for data every visitor sees the same (home data, hot lists). In Redis when
 * the server has one, so instances share the work; otherwise (or while Redis is away) in this
 * process. Concurrent misses of one key wait for a single load instead of each hitting the
 * database.
 */
export interface TtlCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): Promise<void>;
}

const MAX_LOCAL_ENTRIES = 2_000;

/**
 * `keyPrefix` begins the keys in Redis: the server passes `redisNames(…).cache` (REDIS_PREFIX);
 * the default is the default prefix's.
 */
export function createTtlCache(
  ttlMs: number,
  redis: Redis | null,
  keyPrefix = 'shangan-cache:',
): TtlCache {
  const local = new Map<string, { expires: number; value: unknown }>();
  const loading = new Map<string, Promise<unknown>>();

  function readLocal(key: string): { hit: boolean; value?: unknown } {
    const entry = local.get(key);
    if (entry && entry.expires > Date.now()) return { hit: true, value: entry.value };
    local.delete(key);
    return { hit: false };
  }

  function writeLocal(key: string, value: unknown): void {
    // Bounded: the oldest entry goes first (a Map iterates in insertion order).
    if (local.size >= MAX_LOCAL_ENTRIES) {
      const oldest = local.keys().next().value;
      if (oldest !== undefined) local.delete(oldest);
    }
    local.set(key, { expires: Date.now() + ttlMs, value });
  }

  // While Redis is away (down, reconnecting, stalled past the command timeout) the values are
  // kept in this process, as without Redis: otherwise every home page would load from the
  // database for the whole outage.
  async function read(key: string): Promise<{ hit: boolean; value?: unknown }> {
    if (redisReady(redis)) {
      try {
        const raw = await redis.get(keyPrefix + key);
        // Redis answering is the truth again: what this process kept during an outage might
        // miss a clear() made by another instance since.
        local.delete(key);
        return raw === null ? { hit: false } : { hit: true, value: JSON.parse(raw) as unknown };
      } catch (err) {
        redisFailed(redis, err);
      }
    }
    return readLocal(key);
  }

  async function write(key: string, value: unknown): Promise<void> {
    if (redisReady(redis)) {
      try {
        await redis.set(keyPrefix + key, JSON.stringify(value), 'PX', ttlMs);
        return;
      } catch (err) {
        redisFailed(redis, err);
      }
    }
    writeLocal(key, value);
  }

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const cached = await read(key);
      if (cached.hit) return cached.value as T;
      const pending = loading.get(key);
      if (pending) return pending as Promise<T>;
      const promise = (async () => {
        try {
          const value = await load();
          await write(key, value);
          return value;
        } finally {
          loading.delete(key);
        }
      })();
      loading.set(key, promise);
      return promise;
    },
    async clear() {
      local.clear();
      if (redisReady(redis)) {
        const keys = await redis.keys(`${keyPrefix}*`).catch(() => [] as string[]);
        if (keys.length > 0) await redis.del(...keys).catch(() => undefined);
      }
    },
  };
}
