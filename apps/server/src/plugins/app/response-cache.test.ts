import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLearner } from '../../../test/learners.ts';
import { createTestApp, engines, TEST_REDIS_URL, type TestApp } from '../../../test/test-app.ts';
import type { AppConfig } from '../../config/env.ts';
import redis from './redis.ts';
import responseCache, { chooseEncoding, CLIENT_MAX_AGE_SECONDS } from './response-cache.ts';

const HOME = '/api/v1/pc/linxuan/pc/index';
const COUNTED = '/api/v1/__test/counted';

/**
 * Routes marked like the public reads, to watch the cache from outside: one counts how often its
 * handler runs, one answers a business code, one looks at who asks although it should not.
 */
function addProbes(app: FastifyInstance) {
  let calls = 0;
  app.get(COUNTED, { config: { publicCache: true } }, async (request) => {
    calls++;
    return { code: 200, msg: 'success', data: { calls, query: request.query } };
  });
  app.get('/api/v1/__test/silent', { config: { publicCache: true } }, async () => {
    calls++;
    return { code: 444, msg: '', data: { calls } };
  });
  app.get('/api/v1/__test/who', { config: { publicCache: true } }, async (request) => {
    request.authToken = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? null;
    await app.optionalUser(request);
    return { code: 200, msg: 'success', data: { user: request.user?.id ?? null } };
  });
}

function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

async function calls(app: FastifyInstance, url: string): Promise<number> {
  return ((await get(app, url)).json() as { data: { calls: number } }).data.calls;
}

describe('choosing the encoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['zstd, deflate', 'identity'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['GZIP', 'gzip'],
  ] as const)('answers %j with %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});

describe('marking a route that cannot be cached for everyone', () => {
  async function bareApp() {
    const app = Fastify();
    app.decorate('config', { redisUrl: null, redisPrefix: 'test' } as AppConfig);
    await app.register(redis);
    app.decorate('requireUser', async () => {});
    app.decorate('optionalUser', async () => {});
    await app.register(responseCache);
    return app;
  }

  it('refuses a route that resolves the user', async () => {
    const app = await bareApp();
    expect(() =>
      app.get('/mine', { config: { publicCache: true }, preHandler: app.requireUser }, () => 'x'),
    ).toThrow(/resolves the user/);
    await app.close();
  });

  it('refuses a rate-limited route', async () => {
    const app = await bareApp();
    expect(() =>
      app.get('/limited', { config: { publicCache: true, rateLimit: { max: 1 } } }, () => 'x'),
    ).toThrow(/rate limited/);
    await app.close();
  });

  it('refuses a route with path parameters', async () => {
    const app = await bareApp();
    expect(() => app.get('/articles/:id', { config: { publicCache: true } }, () => 'x')).toThrow(
      /path parameters/,
    );
    await app.close();
  });
});

describe.each(engines)('the response cache on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true, beforeReady: addProbes });
  });
  afterAll(() => t?.close());

  it('answers the home data again with the same bytes and headers, in every encoding', async () => {
    await t.app.publicContent.invalidate();
    const fresh = await get(t.app, HOME);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['etag']).toMatch(/^W\/"[\w-]+"$/);
    expect(fresh.headers['cache-control']).toBe(`public, max-age=${CLIENT_MAX_AGE_SECONDS}`);
    expect(fresh.headers['vary']).toBe('accept-encoding');

    const cached = await get(t.app, HOME);
    expect(cached.rawPayload.equals(fresh.rawPayload)).toBe(true);
    const { date: _freshDate, ...freshHeaders } = fresh.headers;
    const { date: _cachedDate, ...cachedHeaders } = cached.headers;
    // Security headers included: the cached answer replays what the fresh one was sent with.
    expect(cachedHeaders).toEqual(freshHeaders);
    expect(cached.headers['content-security-policy']).toContain("default-src 'self'");

    // Compressed from the first cached answer on (at once for it, then held).
    for (let i = 0; i < 2; i++) {
      const res = await get(t.app, HOME, { 'accept-encoding': 'gzip' });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(res.rawPayload).equals(fresh.rawPayload)).toBe(true);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    }
    const br = await get(t.app, HOME, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(fresh.rawPayload)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(fresh.rawPayload.length / 3);
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['etag']).toBe(fresh.headers['etag']);

    const plain = await get(t.app, HOME, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(fresh.rawPayload)).toBe(true);
    const refused = await get(t.app, HOME, { 'accept-encoding': 'br', 'x-no-compression': '1' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    // Below @fastify/compress's threshold nothing is compressed, cached or not.
    for (let i = 0; i < 2; i++) {
      const small = await get(t.app, '/api/v1/pc/linxuan/pc/citySite', { 'accept-encoding': 'br' });
      expect(small.statusCode).toBe(200);
      expect(small.headers['content-encoding']).toBeUndefined();
    }
  });

  it('answers 304 to the ETag it gave, 200 to any other', async () => {
    const first = await get(t.app, HOME);
    const etag = first.headers['etag'] as string;
    const again = await get(t.app, HOME, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers['etag']).toBe(etag);
    expect(again.headers['cache-control']).toBe(`public, max-age=${CLIENT_MAX_AGE_SECONDS}`);
    const listed = await get(t.app, HOME, { 'if-none-match': `"other", ${etag.slice(2)}` });
    expect(listed.statusCode).toBe(304);
    const other = await get(t.app, HOME, { 'if-none-match': 'W/"other"' });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('keys by the query as parsed: the order of its fields does not matter, values do', async () => {
    const first = await calls(t.app, `${COUNTED}?a=1&b=2`);
    expect(await calls(t.app, `${COUNTED}?a=1&b=2`)).toBe(first);
    expect(await calls(t.app, `${COUNTED}?b=2&a=1`)).toBe(first);
    expect(await calls(t.app, `${COUNTED}?a=1&b=3`)).toBe(first + 1);
    expect(await calls(t.app, `${COUNTED}?a=1&b=2&b=3`)).toBe(first + 2);
    expect(await calls(t.app, `${COUNTED}?a=1&b=3&b=2`)).toBe(first + 3);
    // HEAD goes the normal way.
    const head = await t.app.inject({ method: 'HEAD', url: `${COUNTED}?a=1&b=2` });
    expect(head.statusCode).toBe(200);
    expect(await calls(t.app, `${COUNTED}?a=1&b=2`)).toBe(first);
  });

  it('keeps neither errors nor business codes', async () => {
    for (let i = 0; i < 2; i++) {
      const missing = await get(t.app, '/api/v1/pc/articles?columnId=999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['etag']).toBeUndefined();
    }
    const silent = async () =>
      ((await get(t.app, '/api/v1/__test/silent')).json() as { data: { calls: number } }).data
        .calls;
    const before = await silent();
    expect(await silent()).toBe(before + 1);
  });

  it('never keeps an answer made for a logged-in user', async () => {
    const [a, b] = [await createLearner(t.app.db), await createLearner(t.app.db)];
    const who = async (token?: string) =>
      (
        (
          await get(t.app, '/api/v1/__test/who', token ? { authorization: `Bearer ${token}` } : {})
        ).json() as { data: { user: number | null } }
      ).data.user;
    expect(await who(a.token)).toBe(a.id);
    expect(await who(b.token)).toBe(b.id);
    expect(await who(a.token)).toBe(a.id);
  });

  it('answers the personal routes afresh for each user, never as public', async () => {
    const [a, b] = [await createLearner(t.app.db), await createLearner(t.app.db)];
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pc/sign',
      headers: { authorization: `Bearer ${a.token}` },
      payload: { type: 'pc' },
    });
    expect(signed.statusCode).toBe(200);
    for (const url of ['/api/v1/pc/getuserinfo', '/api/v1/pc/getUserSign']) {
      const asA = await get(t.app, url, { authorization: `Bearer ${a.token}` });
      const asB = await get(t.app, url, { authorization: `Bearer ${b.token}` });
      expect(asA.statusCode, url).toBe(200);
      expect(asA.body, url).not.toBe(asB.body);
      expect(asA.headers['cache-control'], url).toBeUndefined();
      expect(asA.headers['etag'], url).toBeUndefined();
    }
  });

  it('drops every cached answer when public content changes', async () => {
    const links = async (url: string) =>
      ((await get(t.app, url)).json() as { data: { friendlyLinks?: Array<{ name: string }> } })
        .data;
    const names = (data: unknown) =>
      (Array.isArray(data) ? data : ((data as { friendlyLinks: unknown[] }).friendlyLinks ?? []))
        .map((link) => (link as { name: string }).name)
        .sort();
    const home = names(await links(HOME));
    const list = names(await links('/api/v1/pc/linxuan/pc/citySiteLink'));
    const counted = await calls(t.app, COUNTED);

    await t.app.db
      .insertInto('friendly_link')
      .values({ name: '刚发布的链接', link: 'https://example.com/' })
      .execute();
    // Still the answers of before the write: nothing said it changed.
    expect(names(await links(HOME))).toEqual(home);
    expect(names(await links('/api/v1/pc/linxuan/pc/citySiteLink'))).toEqual(list);

    await t.app.publicContent.invalidate();
    expect(names(await links(HOME))).toContain('刚发布的链接');
    expect(names(await links('/api/v1/pc/linxuan/pc/citySiteLink'))).toContain('刚发布的链接');
    expect(await calls(t.app, COUNTED)).toBe(counted + 1);
  });
});

describe.skipIf(!TEST_REDIS_URL)('two instances sharing Redis', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    [a, b] = await Promise.all([
      createTestApp('sqlite', { redis: true, beforeReady: addProbes }),
      createTestApp('sqlite', { redis: true, beforeReady: addProbes }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it("drops the other instance's cached answers when one invalidates", async () => {
    // On a busy machine a connection may still be on its way: measure once both are up.
    await vi.waitFor(
      () => expect([a.app.redis?.status, b.app.redis?.status]).toEqual(['ready', 'ready']),
      { timeout: 30_000 },
    );
    const onB = await calls(b.app, COUNTED);
    expect(await calls(b.app, COUNTED)).toBe(onB);
    const onA = await calls(a.app, COUNTED);

    await a.app.publicContent.invalidate();
    expect(await calls(a.app, COUNTED)).toBe(onA + 1);
    // B looks at the shared generation every GENERATION_CHECK_MS.
    await vi.waitFor(async () => expect(await calls(b.app, COUNTED)).toBe(onB + 1), {
      timeout: 5_000,
    });
    expect(await calls(b.app, COUNTED)).toBe(onB + 1);
  });
});
