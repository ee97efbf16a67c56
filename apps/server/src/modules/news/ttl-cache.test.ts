import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/net.ts';
import { TEST_REDIS_URL } from '../../../test/test-app.ts';
import { createTtlCache } from './ttl-cache.ts';

const PREFIX = 'shangan-cache:';

describe('short-lived cache', () => {
  it('loads once for concurrent readers and again after the time to live', async () => {
    const cache = createTtlCache(50, null);
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { n: loads };
    };
    const [a, b, c] = await Promise.all([
      cache.get('k', load),
      cache.get('k', load),
      cache.get('k', load),
    ]);
    expect(loads).toBe(1);
    expect([a, b, c]).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(await cache.get('k', load)).toEqual({ n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await cache.get('k', load)).toEqual({ n: 2 });
  });

  it('does not keep a failed load', async () => {
    const cache = createTtlCache(1_000, null);
    await expect(cache.get('x', () => Promise.reject(new Error('db down')))).rejects.toThrow();
    expect(await cache.get('x', async () => 'ok')).toBe('ok');
  });
});

describe('short-lived cache with REDIS_URL set but Redis down', () => {
  let redis: Redis;
  beforeAll(async () => {
    // A port nothing listens on; commands fail at once, as with the server's own client.
    redis = new Redis(`redis://127.0.0.1:${await freePort()}`, { enableOfflineQueue: false });
    redis.on('error', () => undefined);
  });
  afterAll(() => redis.disconnect());

  it('keeps the values in this process meanwhile', async () => {
    const cache = createTtlCache(5_000, redis, PREFIX);
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await cache.get('home', load)).toEqual({ n: 1 });
    expect(await cache.get('home', load)).toEqual({ n: 1 });
    expect(loads).toBe(1);
    await cache.clear();
    expect(await cache.get('home', load)).toEqual({ n: 2 });
  });
});

describe.runIf(TEST_REDIS_URL)('short-lived cache in Redis', () => {
  const redis = TEST_REDIS_URL ? new Redis(TEST_REDIS_URL) : null;
  afterAll(async () => {
    await redis?.quit();
  });

  it('shares values between instances', async () => {
    const key = `test-${Math.random().toString(36).slice(2)}`;
    const first = createTtlCache(5_000, redis, PREFIX);
    const second = createTtlCache(5_000, redis, PREFIX);
    expect(await first.get(key, async () => ({ from: 'first' }))).toEqual({ from: 'first' });
    expect(await second.get(key, async () => ({ from: 'second' }))).toEqual({ from: 'first' });
    await redis!.del(`${PREFIX}${key}`);
  });

  it('keeps deployments with different prefixes apart', async () => {
    const key = `test-${Math.random().toString(36).slice(2)}`;
    const production = createTtlCache(5_000, redis, 'shangan-cache:');
    const staging = createTtlCache(5_000, redis, 'staging-cache:');
    expect(await production.get(key, async () => 'production')).toBe('production');
    expect(await staging.get(key, async () => 'staging')).toBe('staging');
    await redis!.del(`shangan-cache:${key}`, `staging-cache:${key}`);
  });
});
