import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../../../test/test-app.ts';
import { createTtlCache } from './ttl-cache.ts';

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

describe.runIf(TEST_REDIS_URL)('short-lived cache in Redis', () => {
  const redis = TEST_REDIS_URL ? new Redis(TEST_REDIS_URL) : null;
  afterAll(async () => {
    await redis?.quit();
  });

  it('shares values between instances', async () => {
    const key = `test-${Math.random().toString(36).slice(2)}`;
    const first = createTtlCache(5_000, redis);
    const second = createTtlCache(5_000, redis);
    expect(await first.get(key, async () => ({ from: 'first' }))).toEqual({ from: 'first' });
    expect(await second.get(key, async () => ({ from: 'second' }))).toEqual({ from: 'first' });
    await redis!.del(`shangan-cache:${key}`);
  });
});
