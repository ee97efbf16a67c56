import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, confirmLocal, newPhoneUser, openEventStream } from '../../../test/client.ts';
import { freePort } from '../../../test/net.ts';
import { canRunPrivateRedis, PrivateRedis } from '../../../test/private-redis.ts';
import { startServerProcess } from '../../../test/spawn-server.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ConfigError, loadConfig } from '../../config/env.ts';
import { redisNames } from '../../lib/redis-state.ts';

/**
 * REDIS_URL set but Redis away, at start, for a while, or stalled: the site must behave as a
 * single instance would (limits, login counters, caches and payment pushes kept in this
 * process), not fail; and use Redis again once it is back.
 */

const PER_ACCOUNT = 3;
const ACCOUNT_LOCKED = '密码错误次数过多，请15分钟后再试，或使用短信验证码登录';
const LIMITED = '/api/v1/__test/limited';
const LIMITED_MAX = 2;

// Addresses with 64 random bits, so per-IP limits never meet between tests.
const randomIp = () => `fd00:${crypto.randomBytes(8).toString('hex').match(/.{4}/g)!.join(':')}`;

/** A route limited like the real ones, counted under the key the request names. */
function addLimitedRoute(app: FastifyInstance) {
  app.get(
    LIMITED,
    {
      config: {
        rateLimit: {
          max: LIMITED_MAX,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => `outage-${String(request.headers['x-key'])}`,
        },
      },
    },
    async () => ({ code: 200, msg: 'success', data: null }),
  );
}

async function startApp(
  redisUrl: string,
  logStream?: NodeJS.WritableStream,
  redisPrefix = 'shangan',
): Promise<TestApp> {
  return createTestApp('sqlite', {
    seed: true,
    beforeReady: addLimitedRoute,
    ...(logStream ? { logStream } : {}),
    config: {
      redisUrl,
      redisPrefix,
      ...(logStream ? { logLevel: 'info' as const } : {}),
      accounts: {
        sessionIdleMinutes: 120,
        loginMaxPerAccount: PER_ACCOUNT,
        loginMaxPerAccountAllClients: 50,
        loginMaxPerIp: 50,
        loginWindowSeconds: 900,
      },
    },
  });
}

type Answer = { code: number; msg: string; data: Record<string, unknown> | null };

/** What a visitor does on the site, as requests to one instance. */
function visitor(app: FastifyInstance) {
  let phoneSeq = 0;
  const api = async (
    method: 'GET' | 'POST',
    url: string,
    payload: Record<string, string>,
    { token, ip = randomIp() }: { token?: string; ip?: string } = {},
  ) => {
    const res = await app.inject({
      method,
      url: `/api/v1${url}`,
      remoteAddress: ip,
      headers: { 'user-agent': 'vitest', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(method === 'GET' ? { query: payload } : { payload }),
    });
    expect(res.statusCode).toBeLessThan(500);
    return res.json() as Answer;
  };
  const login = (account: string, password: string, ip = randomIp()) =>
    api('POST', '/pc/login', { type: '1', account, password }, { ip });

  return {
    /** Registers through the SMS and register routes (both rate-limited). */
    async register(password = 'secret123') {
      const phone = `158${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 1e3).padStart(3, '0')}${String(++phoneSeq).padStart(2, '0')}`;
      const sent = await api('GET', '/pc/sms_send', { phone, type: 'register' });
      expect(sent.code).toBe(200);
      const res = await api('POST', '/h5/lxuserRegister', {
        realname: '张三',
        phone,
        code: String(sent.data?.code),
        email: '',
        password,
      });
      expect(res.code).toBe(200);
      return { phone, password, token: String(res.data?.token) };
    },
    login,
    /** Wrong passwords up to the per-account budget, then the lock; the owner elsewhere is in. */
    async expectLoginLimitsHold() {
      const { phone, password, token } = await this.register();
      const ip = randomIp();
      for (let i = 0; i < PER_ACCOUNT; i++) {
        expect(await login(phone, 'wrong-password', ip)).toMatchObject({
          code: 400,
          msg: '账号或密码错误',
        });
      }
      expect(await login(phone, password, ip)).toMatchObject({ code: 429, msg: ACCOUNT_LOCKED });
      expect(await login(phone, password)).toMatchObject({ code: 200, msg: '登录成功' });
      // Changing the password checks the old one against the same limits.
      const changed = await api(
        'POST',
        '/pc/modifyPassword',
        { type: '1', oldPassword: password, password: 'new-pass1', passwordSecond: 'new-pass1' },
        { token },
      );
      expect(changed.code).toBe(200);
    },
    async limited(key: string) {
      const res = await app.inject({ method: 'GET', url: LIMITED, headers: { 'x-key': key } });
      return res.statusCode;
    },
    /** Answers 200 up to the limit, then 429. */
    async expectLimited(key: string) {
      for (let i = 0; i < LIMITED_MAX; i++) expect(await this.limited(key)).toBe(200);
      expect(await this.limited(key)).toBe(429);
    },
    async home() {
      const res = await api('GET', '/pc/linxuan/pc/index', {});
      expect(res.code).toBe(200);
      return res.data as { friendlyLinks: Array<{ name: string }> };
    },
  };
}

/** The collected log lines of an app (LOG_LEVEL info). */
function logLines() {
  const lines: Array<{ level: number; msg?: string }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (line) lines.push(JSON.parse(line) as { level: number; msg?: string });
      }
      done();
    },
  });
  return { lines, stream };
}

const unavailable = (lines: Array<{ msg?: string }>) =>
  lines.filter((line) => line.msg?.startsWith('Redis unavailable'));

describe('REDIS_URL set, Redis down from the start', () => {
  let t: TestApp;
  let closed = false;
  const log = logLines();

  beforeAll(async () => {
    // A port nothing listens on: every connection attempt is refused.
    t = await startApp(`redis://127.0.0.1:${await freePort()}`, log.stream);
  });
  afterAll(async () => {
    if (!closed) await t?.close();
  });

  it('starts, keeps trying to connect, and logs the outage once', async () => {
    expect(t.app.redis).not.toBeNull();
    expect(t.app.redis!.status).not.toBe('ready');
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    let attempts = 0;
    const counting = () => attempts++;
    t.app.redis!.on('reconnecting', counting);
    await vi.waitFor(() => expect(attempts).toBeGreaterThanOrEqual(3), { timeout: 20_000 });
    t.app.redis!.off('reconnecting', counting);
    expect(unavailable(log.lines)).toHaveLength(1);
  });

  it('registers and logs in, with the login limits kept in this process', async () => {
    await visitor(t.app).expectLoginLimitsHold();
  });

  it('answers a rate-limited route and still limits it', async () => {
    await visitor(t.app).expectLimited(crypto.randomUUID());
  });

  it('serves the home data and caches it in this process', async () => {
    const site = visitor(t.app);
    const first = await site.home();
    await t.app.db.insertInto('friendly_link').values({ name: '新加的链接', link: 'x' }).execute();
    const second = await site.home();
    expect(second.friendlyLinks).toEqual(first.friendlyLinks);
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
  });

  it("pushes 'paid' to the dialog waiting on this instance", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await newPhoneUser(t.app, {
      phonePrefix: '138',
      userName: 'rd',
      nickName: '学员',
    });
    // The demo catalogue's first package on sale to a new member.
    const groups = await call<Array<{ product: Array<{ id: number; isBuy: boolean }> }>>(
      t.app,
      'GET',
      '/pc/getvipproduct',
      { query: { type: '1' }, token: user.token },
    );
    const pkg = groups.data.flatMap((group) => group.product).find((p) => p.isBuy);
    const order = await call<{ id: number; url: string }>(t.app, 'POST', '/pc/vipOrders/create', {
      token: user.token,
      body: { type: 1, vipProductId: pkg!.id },
    });
    expect(order.code).toBe(200);
    const stream = await openEventStream(
      t.app,
      `/pc/vipOrders/events/${order.data.id}`,
      user.token,
    );
    expect(stream.first).toContain(': connected');
    expect((await confirmLocal(t.app, order.data.url)).code).toBe(200);
    expect(await stream.rest()).toContain('event: paid');
  });

  // That nothing is left running (the reconnection timer) is what the process test below sees.
  it('shuts down', async () => {
    closed = true;
    await t.close();
  });
});

describe('names in Redis (REDIS_PREFIX)', () => {
  it('default to the names used before the prefix could be set', () => {
    const names = redisNames(loadConfig({ NODE_ENV: 'test' }).redisPrefix);
    expect(names).toMatchObject({
      cache: 'shangan-cache:',
      rateLimit: 'shangan-rl:',
      login: 'shangan-login:',
    });
    expect(names.channel('vip-order-paid')).toBe('shangan:vip-order-paid');
  });

  it('refuses a prefix that is not a plain name', () => {
    expect(loadConfig({ NODE_ENV: 'test', REDIS_PREFIX: 'staging' }).redisPrefix).toBe('staging');
    expect(() => loadConfig({ NODE_ENV: 'test', REDIS_PREFIX: 'two words' })).toThrow(ConfigError);
  });
});

describe('the server process with Redis down', () => {
  let dir = '';
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-redis-down-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('starts, answers, and exits 0 on SIGTERM', async () => {
    const { child, baseURL } = await startServerProcess({
      env: {
        NODE_ENV: 'test',
        DATABASE_URL: path.join(dir, 'app.db'),
        REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: path.join(dir, 'no-web'),
      },
    });
    try {
      expect((await fetch(`${baseURL}/api/v1/pc/linxuan/pc/index`)).status).toBe(200);
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});

describe.runIf(canRunPrivateRedis)('a private Redis stopped, stalled and started again', () => {
  const redis = new PrivateRedis();
  let t: TestApp;
  let site: ReturnType<typeof visitor>;
  let closed = false;
  const log = logLines();

  /** A short-lived client of the private Redis, to look at what the app keeps there. */
  async function inRedis<T>(work: (client: Redis) => Promise<T>): Promise<T> {
    const client = new Redis(redis.url, { maxRetriesPerRequest: 0 });
    try {
      return await work(client);
    } finally {
      client.disconnect();
    }
  }
  const counted = (key: string, prefix = 'shangan') =>
    inRedis(async (client) => (await client.keys(`${prefix}-rl:*outage-${key}`)).length > 0);
  // The channels the app listens on: paid events (VIP, shop) and the live rooms' bus.
  const channels = () =>
    inRedis(async (client) => ((await client.pubsub('CHANNELS')) as string[]).sort());
  let listening: string[] = [];

  beforeAll(async () => {
    await redis.start();
    t = await startApp(redis.url, log.stream);
    site = visitor(t.app);
  });
  afterAll(async () => {
    if (!closed) await t?.close();
    await redis.dispose();
  });

  it('counts in Redis while it runs', async () => {
    expect(t.app.redis!.status).toBe('ready');
    const key = crypto.randomUUID();
    await site.expectLimited(key);
    expect(await counted(key)).toBe(true);
    listening = await channels();
    expect(listening).toEqual([
      'shangan:live:room',
      'shangan:shop-order-paid',
      'shangan:vip-order-paid',
    ]);
  });

  it('keeps a deployment with another REDIS_PREFIX apart', async () => {
    const staging = await startApp(redis.url, undefined, 'staging');
    try {
      const key = crypto.randomUUID();
      await site.expectLimited(key);
      await visitor(staging.app).expectLimited(key);
      expect(await counted(key, 'staging')).toBe(true);
      expect(await channels()).toEqual([
        'shangan:live:room',
        'shangan:shop-order-paid',
        'shangan:vip-order-paid',
        'staging:live:room',
        'staging:shop-order-paid',
        'staging:vip-order-paid',
      ]);
    } finally {
      await staging.close();
    }
  });

  it('keeps the site working while Redis is stopped', async () => {
    await redis.stop();
    await vi.waitFor(() => expect(t.app.redis!.status).not.toBe('ready'));
    await site.expectLimited(crypto.randomUUID());
    await site.expectLoginLimitsHold();
    const first = await site.home();
    await t.app.db.insertInto('friendly_link').values({ name: '停机时加的', link: 'y' }).execute();
    expect((await site.home()).friendlyLinks).toEqual(first.friendlyLinks);
  });

  it('uses Redis again, and subscribes again, once it is back', async () => {
    await redis.start();
    await vi.waitFor(() => expect(t.app.redis!.status).toBe('ready'), { timeout: 20_000 });
    await vi.waitFor(async () => expect(await channels()).toEqual(listening), { timeout: 20_000 });
    const key = crypto.randomUUID();
    await site.expectLimited(key);
    expect(await counted(key)).toBe(true);
    expect(unavailable(log.lines)).toHaveLength(1);
    expect(log.lines.filter((line) => line.msg === 'Redis available again')).toHaveLength(1);
  });

  it('does not hang requests on a stalled Redis', async () => {
    redis.pause();
    try {
      // The first command gives up after the command timeout and drops the connection; until a
      // new one is ready the requests are answered from this process at once.
      await site.expectLimited(crypto.randomUUID());
      await site.home();
      await site.expectLoginLimitsHold();
      await vi.waitFor(() => expect(t.app.redis!.status).not.toBe('ready'), { timeout: 10_000 });
      await site.expectLimited(crypto.randomUUID());
    } finally {
      redis.resume();
    }
    await vi.waitFor(() => expect(t.app.redis!.status).toBe('ready'), { timeout: 20_000 });
    const key = crypto.randomUUID();
    await site.expectLimited(key);
    expect(await counted(key)).toBe(true);
  });

  it('shuts down while Redis is stopped', async () => {
    await redis.stop();
    closed = true;
    await t.close();
  });
});
