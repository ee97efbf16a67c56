import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, TEST_REDIS_URL, type TestApp } from '../../../test/test-app.ts';
import { ConfigError, loadConfig } from '../../config/env.ts';
import { memoryAttemptCounter, redisAttemptCounter, type AttemptCounter } from './login-limits.ts';

const UA = { 'user-agent': 'vitest' };
const PER_ACCOUNT = 3;
const PER_ACCOUNT_ALL_CLIENTS = 8;
const PER_IP = 12;
const ACCOUNT_LOCKED = '密码错误次数过多，请15分钟后再试，或使用短信验证码登录';
const IP_LOCKED = '登录尝试过于频繁，请15分钟后再试';

// Addresses with 64 random bits: counters kept in a shared Redis never meet another run's.
const randomIp = () => `fd00:${crypto.randomBytes(8).toString('hex').match(/.{4}/g)!.join(':')}`;

// Counters in this process, and in Redis when TEST_REDIS_URL is set (shared by instances).
const stores = TEST_REDIS_URL ? ['memory', 'redis'] : ['memory'];
const setups = engines.flatMap((engine) => stores.map((store) => [engine, store] as const));

describe.each(setups)('login limits on %s with counters in %s', (engine, store) => {
  let t: TestApp;
  let phoneSeq = 0;
  const nextPhone = () =>
    `15${engine === 'sqlite' ? 1 : 2}${store === 'redis' ? 1 : 0}${String(Date.now() % 1e3).padStart(3, '0')}${String(++phoneSeq).padStart(4, '0')}`;

  beforeAll(async () => {
    t = await createTestApp(engine, {
      redis: store === 'redis',
      config: {
        accounts: {
          sessionIdleMinutes: 120,
          loginMaxPerAccount: PER_ACCOUNT,
          loginMaxPerAccountAllClients: PER_ACCOUNT_ALL_CLIENTS,
          loginMaxPerIp: PER_IP,
          loginWindowSeconds: 900,
        },
      },
    });
  });
  afterAll(() => t.close());

  type Answer = { code: number; msg: string; data: Record<string, unknown> | null };
  const api = async (
    method: 'GET' | 'POST',
    url: string,
    payload: Record<string, string>,
    ip = randomIp(),
  ) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      remoteAddress: ip,
      headers: UA,
      ...(method === 'GET' ? { query: payload } : { payload }),
    });
    return res.json() as Answer;
  };
  const login = (account: string, password: string, ip: string) =>
    api('POST', '/pc/login', { type: '1', account, password }, ip);
  const smsLogin = async (phone: string, ip: string) => {
    await t.app.db.deleteFrom('sms_code').where('phone', '=', phone).execute();
    const sent = await api('GET', '/pc/sms_send', { phone, type: 'login' });
    expect(sent.code).toBe(200);
    return api(
      'POST',
      '/pc/login',
      { type: '10', account: phone, phoneCode: String(sent.data?.code) },
      ip,
    );
  };
  const registerUser = async () => {
    const phone = nextPhone();
    const sent = await api('GET', '/pc/sms_send', { phone, type: 'register' });
    const res = await api('POST', '/h5/lxuserRegister', {
      realname: '张三',
      phone,
      code: String(sent.data?.code),
      email: '',
      password: 'secret123',
    });
    expect(res.code).toBe(200);
    const user = await t.app.db
      .selectFrom('app_user')
      .select('user_name')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    return { phone, userName: user.user_name, password: 'secret123' };
  };
  const fail = async (account: string, ip: string) =>
    expect(await login(account, 'wrong-password', ip)).toMatchObject({
      code: 400,
      msg: '账号或密码错误',
    });

  it('gives an account one budget whether its phone or its user name is typed', async () => {
    const { phone, userName, password } = await registerUser();
    expect(userName).toBe(`sa${phone}`);
    const ip = randomIp();
    for (let i = 0; i < PER_ACCOUNT - 1; i++) await fail(phone, ip);
    await fail(userName, ip);
    expect(await login(userName, 'wrong-password', ip)).toEqual({
      code: 429,
      msg: ACCOUNT_LOCKED,
      data: null,
    });
    expect(await login(phone, password, ip)).toMatchObject({ code: 429, msg: ACCOUNT_LOCKED });
  });

  it('counts failures only: logging in correctly again and again is never refused', async () => {
    const { phone, userName, password } = await registerUser();
    const ip = randomIp();
    for (let i = 0; i < PER_IP + 2; i++) {
      const res = await login(i % 2 ? phone : userName, password, ip);
      expect(res).toMatchObject({ code: 200, msg: '登录成功' });
    }
  });

  // The all-clients cap keeps these failures (it is a coarse bound, far above what typos reach).
  it('forgives the failures on a client once the owner logs in there', async () => {
    const { phone, password } = await registerUser();
    const ip = randomIp();
    for (let i = 0; i < PER_ACCOUNT - 1; i++) await fail(phone, ip);
    expect((await login(phone, password, ip)).code).toBe(200);
    for (let i = 0; i < PER_ACCOUNT - 1; i++) await fail(phone, ip);
    expect((await login(phone, password, ip)).code).toBe(200);
    for (let i = 0; i < PER_ACCOUNT; i++) await fail(phone, ip);
    expect((await login(phone, password, ip)).msg).toBe(ACCOUNT_LOCKED);
  });

  it('locks password login only on the client that failed, and refused tries spend nothing', async () => {
    const { phone, password } = await registerUser();
    const stranger = randomIp();
    for (let i = 0; i < PER_ACCOUNT; i++) await fail(phone, stranger);
    // The stranger keeps trying: refused tries must not spend the account's all-clients cap.
    for (let i = 0; i < PER_ACCOUNT_ALL_CLIENTS + 2; i++) {
      expect(await login(phone, 'another-guess', stranger)).toMatchObject({
        code: 429,
        msg: ACCOUNT_LOCKED,
      });
    }
    expect(await login(phone, password, randomIp())).toMatchObject({ code: 200, data: { phone } });
  });

  it('caps failures per account over all clients', async () => {
    const { phone, password } = await registerUser();
    for (let i = 0; i < PER_ACCOUNT_ALL_CLIENTS; i++) await fail(phone, randomIp());
    expect(await login(phone, password, randomIp())).toEqual({
      code: 429,
      msg: ACCOUNT_LOCKED,
      data: null,
    });
  });

  it('keeps SMS login open while password login of the account is locked', async () => {
    const { phone } = await registerUser();
    const ip = randomIp();
    for (let i = 0; i < PER_ACCOUNT; i++) await fail(phone, ip);
    for (let i = PER_ACCOUNT; i < PER_ACCOUNT_ALL_CLIENTS; i++) await fail(phone, randomIp());
    expect((await login(phone, 'secret123', randomIp())).msg).toBe(ACCOUNT_LOCKED);
    expect(await smsLogin(phone, ip)).toMatchObject({ code: 200, data: { phone } });
  });

  it('counts unknown accounts against the address, and a spent address refuses every login', async () => {
    const { phone, password } = await registerUser();
    const ip = randomIp();
    for (let i = 0; i < PER_IP; i++) {
      expect((await login(`nobody-${i}-${phoneSeq}`, 'guess', ip)).code).toBe(4005);
    }
    expect(await login(phone, password, ip)).toEqual({ code: 429, msg: IP_LOCKED, data: null });
    expect((await smsLogin(phone, ip)).msg).toBe(IP_LOCKED);
    expect((await login(phone, password, randomIp())).code).toBe(200);
  });

  it('holds a client to its budget when guesses arrive in parallel', async () => {
    const { phone, password } = await registerUser();
    const ip = randomIp();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => login(phone, `guess-${i}`, ip)),
    );
    expect(results.filter((r) => r.msg === '账号或密码错误')).toHaveLength(PER_ACCOUNT);
    expect(results.filter((r) => r.msg === ACCOUNT_LOCKED)).toHaveLength(8 - PER_ACCOUNT);
    expect((await login(phone, password, ip)).msg).toBe(ACCOUNT_LOCKED);
  });
});

describe.each(stores)('attempt counters in %s', (store) => {
  const redis = store === 'redis' ? new Redis(TEST_REDIS_URL!) : null;
  const counter: AttemptCounter = redis
    ? redisAttemptCounter(redis, 60_000, 'shangan-login:')
    : memoryAttemptCounter(60_000);
  const key = () => `test:${crypto.randomUUID()}`;
  afterAll(async () => {
    await redis?.quit();
  });

  it('counts all budgets or none, and names the first spent one', async () => {
    const [a, b] = [key(), key()];
    expect(await counter.claim([{ key: a, max: 2 }])).toEqual({ ok: true });
    expect(await counter.claim([{ key: a, max: 2 }])).toEqual({ ok: true });
    const refused = await counter.claim([
      { key: b, max: 5 },
      { key: a, max: 2 },
    ]);
    expect(refused).toMatchObject({ ok: false, key: a });
    expect(refused.ok ? 0 : refused.ttlMs).toBeGreaterThan(0);
    // b was not counted by the refused claim: five more fit.
    for (let i = 0; i < 5; i++) expect((await counter.claim([{ key: b, max: 5 }])).ok).toBe(true);
    expect((await counter.claim([{ key: b, max: 5 }])).ok).toBe(false);
  });

  it('gives back released attempts and forgets cleared ones', async () => {
    const [a, b] = [key(), key()];
    await counter.claim([
      { key: a, max: 1 },
      { key: b, max: 1 },
    ]);
    await counter.release([a]);
    await counter.clear([b]);
    expect(await counter.claim([{ key: a, max: 1 }])).toEqual({ ok: true });
    expect(await counter.claim([{ key: b, max: 1 }])).toEqual({ ok: true });
    // Releasing a counter that is gone does not leave a negative count behind.
    await counter.clear([a]);
    await counter.release([a]);
    expect(await counter.claim([{ key: a, max: 1 }])).toEqual({ ok: true });
    expect((await counter.claim([{ key: a, max: 1 }])).ok).toBe(false);
  });

  it('lets exactly max parallel claims through', async () => {
    const a = key();
    const claims = await Promise.all(
      Array.from({ length: 20 }, () => counter.claim([{ key: a, max: 4 }])),
    );
    expect(claims.filter((claim) => claim.ok)).toHaveLength(4);
  });
});

describe('login limit settings', () => {
  it('default to 10 per account and client, 100 per account, 50 per IP in 15 minutes', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).accounts).toMatchObject({
      loginMaxPerAccount: 10,
      loginMaxPerAccountAllClients: 100,
      loginMaxPerIp: 50,
      loginWindowSeconds: 900,
    });
  });

  it('raise the all-clients default with the per-client budget, and refuse a lower cap', () => {
    const raised = loadConfig({ NODE_ENV: 'test', LOGIN_MAX_PER_ACCOUNT: '200' }).accounts;
    expect(raised.loginMaxPerAccountAllClients).toBe(200);
    expect(() =>
      loadConfig({
        NODE_ENV: 'test',
        LOGIN_MAX_PER_ACCOUNT: '20',
        LOGIN_MAX_PER_ACCOUNT_ALL_CLIENTS: '10',
      }),
    ).toThrow(ConfigError);
  });
});
