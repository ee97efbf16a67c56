import type { Redis } from 'ioredis';

/**
 * A short-lived cache for data every visitor sees the same (home data, hot lists). In Redis when
 * the server has one, so instances share the work; otherwise in this process. Concurrent misses
 * of one key wait for a single load instead of each hitting the database.
 */
export interface TtlCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): Promise<void>;
}

const PREFIX = 'shangan-cache:';
const MAX_LOCAL_ENTRIES = 2_000;

export function createTtlCache(ttlMs: number, redis: Redis | null): TtlCache {
  const local = new Map<string, { expires: number; value: unknown }>();
  const loading = new Map<string, Promise<unknown>>();

  async function read(key: string): Promise<{ hit: boolean; value?: unknown }> {
    if (redis) {
      const raw = await redis.get(PREFIX + key).catch(() => null);
      return raw === null ? { hit: false } : { hit: true, value: JSON.parse(raw) as unknown };
    }
    const entry = local.get(key);
    if (entry && entry.expires > Date.now()) return { hit: true, value: entry.value };
    local.delete(key);
    return { hit: false };
  }

  async function write(key: string, value: unknown): Promise<void> {
    if (redis) {
      // A Redis outage must not break the page: the value was loaded, serve it uncached.
      await redis.set(PREFIX + key, JSON.stringify(value), 'PX', ttlMs).catch(() => undefined);
      return;
    }
    // Bounded: the oldest entry goes first (a Map iterates in insertion order).
    if (local.size >= MAX_LOCAL_ENTRIES) {
      const oldest = local.keys().next().value;
      if (oldest !== undefined) local.delete(oldest);
    }
    local.set(key, { expires: Date.now() + ttlMs, value });
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
      if (redis) {
        const keys = await redis.keys(`${PREFIX}*`).catch(() => [] as string[]);
        if (keys.length > 0) await redis.del(...keys).catch(() => undefined);
      }
    },
  };
}
