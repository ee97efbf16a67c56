import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { loadConfig, type AppConfig } from './config/env.ts';
import { createTestApp, engines, TEST_REDIS_URL, type TestApp } from '../test/test-app.ts';

describe.each(engines)('server foundation on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, {
      seed: true,
      beforeReady: (app) => {
        // Routes that exist only to exercise the shared validation and error mechanisms.
        app.post(
          '/api/v1/__test/echo',
          {
            schema: {
              body: Type.Object({
                name: Type.String({ minLength: 1, maxLength: 5 }),
                phone: Type.Optional(
                  Type.String({ pattern: '^1[3-9]\\d{9}$', errorMessage: '请输入正确的手机号码!' }),
                ),
              }),
            },
          },
          async (request) => ({ code: 200, msg: 'success', data: request.body }),
        );
        app.get('/api/v1/__test/boom', async () => {
          throw new Error('select * from secret_table failed');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('answers /healthz with the envelope when the database is reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: 'ok', data: { status: 'ok', database: engine } });
  });

  it('serves the column tree from the database in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/pc/headColumns' });
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(12);
    expect(body.data[0]).toMatchObject({ title: '考试公告', columnDir: 'kaoshigonggao' });
    expect(body.data[0].child[0]).toEqual({
      id: expect.any(Number),
      title: '国考公告',
      columnDir: 'guokao',
    });
  });

  it('rejects bad input with code 400 and a Chinese message naming the field', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/__test/echo', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ code: 400, msg: '缺少参数：name', data: null });

    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/__test/echo',
      payload: { name: '一二三四五六' },
    });
    expect(tooLong.json()).toMatchObject({ code: 400, msg: '参数 name 不能超过 5 个字符' });

    const badPhone = await t.app.inject({
      method: 'POST',
      url: '/api/v1/__test/echo',
      payload: { name: '张三', phone: '12345' },
    });
    expect(badPhone.json()).toMatchObject({ code: 400, msg: '请输入正确的手机号码!' });
  });

  it('accepts form-encoded bodies on the main API', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/__test/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=%E5%BC%A0%E4%B8%89&phone=13800138000',
    });
    expect(res.json()).toEqual({
      code: 200,
      msg: 'success',
      data: { name: '张三', phone: '13800138000' },
    });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: '请求体不是有效的 JSON', data: null });
  });

  it('hides the details of server faults', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/__test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, msg: '服务器开小差了，请稍后再试', data: null });
    expect(res.body).not.toContain('secret_table');
  });

  it.each(['/api/v1/no/such/path', '/gxw-web-student/no/such/path', '/api/v1'])(
    'answers the unknown API path %s with a JSON 404',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: '请求的接口不存在', data: null });
    },
  );

  it('sends security headers and compresses large responses', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/pc/headColumns',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('publishes the OpenAPI document at /docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/v1/pc/headColumns');
  });

  it('refuses what the schemas let through but no database takes, in Chinese', async () => {
    const cases: Array<[string, string, unknown?]> = [
      ['GET', '/api/v1/pc/articles?page=Infinity'],
      ['GET', '/api/v1/pc/articles?page=1e400'],
      ['GET', '/api/v1/pc/articles?cityId=1e308'],
      ['GET', '/api/v1/pc/articles/99999999999'],
      ['POST', '/api/v1/__test/echo', { name: 'a\u0000b' }],
      ['GET', `/api/v1/pc/articles/${'9'.repeat(150)}`],
      ['GET', '/api/v1/pc/articles/%E0%A4%A'],
    ];
    for (const [method, url, payload] of cases) {
      const res = await t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        ...(payload ? { payload: payload as Record<string, unknown> } : {}),
      });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      const body = res.json() as { code: number; msg: string; data: unknown };
      expect(body.data, url).toBeNull();
      expect(body.msg, url).toMatch(/[\u4e00-\u9fa5]/u);
    }
  });

  it('publishes no map of the API when /docs is switched off (production default)', async () => {
    const closed = await createTestApp('sqlite', { config: { docsEnabled: false } });
    try {
      const res = await closed.app.inject({ method: 'GET', url: '/docs/json' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('/api/v1/pc/headColumns');
    } finally {
      await closed.close();
    }
  });
});

describe('the client address behind a reverse proxy (TRUST_PROXY)', () => {
  const addIpRoute = (app: TestApp['app']) => {
    app.get('/api/v1/__test/ip', async (request) => ({
      code: 200,
      msg: 'success',
      data: request.ip,
    }));
  };
  // What nginx in front sends: the client's own claim first, then the address nginx saw.
  const ipSeen = async (trustProxy: AppConfig['trustProxy']) => {
    const t = await createTestApp('sqlite', { config: { trustProxy }, beforeReady: addIpRoute });
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/__test/ip',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '1.1.1.1, 2.2.2.2' },
      });
      return (res.json() as { data: string }).data;
    } finally {
      await t.close();
    }
  };

  it('takes the address the trusted proxy appended, not the one the client wrote', async () => {
    expect(await ipSeen(loadConfig({ TRUST_PROXY: '1' }).trustProxy)).toBe('2.2.2.2');
    expect(await ipSeen(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy)).toBe('2.2.2.2');
    expect(await ipSeen(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy)).toBe(
      '2.2.2.2',
    );
  });

  it('ignores X-Forwarded-For when no proxy is trusted or the peer is not one', async () => {
    expect(await ipSeen(loadConfig({ TRUST_PROXY: 'false' }).trustProxy)).toBe('127.0.0.1');
    expect(await ipSeen(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy)).toBe('127.0.0.1');
  });
});

describe('serving the built web app', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-dist-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    t = await createTestApp('sqlite', { config: { webDistDir: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/list.html', '/questionBank/record', '/personalCenter', '/no/such/page'])(
    'answers the page path %s with index.html, never cached',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('caches hashed assets for a year and revalidates the service worker', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not with the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });
});

describe.runIf(TEST_REDIS_URL)('rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  const addLimitedRoute = (app: TestApp['app']) => {
    app.get(
      '/api/v1/__test/limited',
      {
        config: { rateLimit: { max: 2, timeWindow: 60_000, keyGenerator: () => 'rl-test-' + key } },
      },
      async () => ({
        code: 200,
        msg: 'success',
        data: null,
      }),
    );
  };
  const key = Math.random().toString(36).slice(2);

  beforeAll(async () => {
    first = await createTestApp('sqlite', { redis: true, beforeReady: addLimitedRoute });
    second = await createTestApp('sqlite', { redis: true, beforeReady: addLimitedRoute });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('counts requests across two instances and answers the third with 429', async () => {
    const url = '/api/v1/__test/limited';
    expect((await first.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await second.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const third = await first.app.inject({ method: 'GET', url });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ code: 429, msg: '操作太频繁，请稍后再试', data: null });
  });
});
