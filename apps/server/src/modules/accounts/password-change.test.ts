import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, TEST_REDIS_URL, type TestApp } from '../../../test/test-app.ts';

const UA = { 'user-agent': 'vitest' };
const PER_ACCOUNT = 3;
const CHANGED = { code: 200, msg: '密码修改成功', data: null };

// Addresses with 64 random bits: counters kept in a shared Redis never meet another run's.
const randomIp = () => `fd00:${crypto.randomBytes(8).toString('hex').match(/.{4}/g)!.join(':')}`;

// The login limits keep their counters in this process, or in Redis when TEST_REDIS_URL is set.
const stores = TEST_REDIS_URL ? ['memory', 'redis'] : ['memory'];
const setups = engines.flatMap((engine) => stores.map((store) => [engine, store] as const));

type Answer = { code: number; msg: string; data: Record<string, unknown> | null };

describe.each(setups)('password change on %s with counters in %s', (engine, store) => {
  let t: TestApp;
  let phoneSeq = 0;
  const nextPhone = () =>
    `16${engine === 'sqlite' ? 1 : 2}${store === 'redis' ? 1 : 0}${String(Date.now() % 1e3).padStart(3, '0')}${String(++phoneSeq).padStart(4, '0')}`;

  beforeAll(async () => {
    t = await createTestApp(engine, {
      redis: store === 'redis',
      config: {
        accounts: {
          sessionIdleMinutes: 120,
          loginMaxPerAccount: PER_ACCOUNT,
          loginMaxPerAccountAllClients: 50,
          loginMaxPerIp: 50,
          loginWindowSeconds: 900,
        },
      },
    });
  });
  afterAll(() => t.close());

  const api = async (
    method: 'GET' | 'POST',
    url: string,
    payload: Record<string, string>,
    { token, ip = randomIp() }: { token?: string; ip?: string } = {},
  ) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      remoteAddress: ip,
      headers: { ...UA, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(method === 'GET' ? { query: payload } : { payload }),
    });
    return res.json() as Answer;
  };
  const sendCode = async (phone: string, type: string) => {
    // Each test's phone gets several codes; the 60 s resend rule is not what is tested here.
    await t.app.db
      .updateTable('sms_code')
      .set({ created_at: new Date(Date.now() - 120_000).toISOString() })
      .where('phone', '=', phone)
      .execute();
    const sent = await api('GET', '/pc/sms_send', { phone, type });
    expect(sent.code).toBe(200);
    return String(sent.data?.code);
  };
  const login = (account: string, password: string, ip = randomIp()) =>
    api('POST', '/pc/login', { type: '1', account, password }, { ip });
  const registerUser = async (password = 'old-pass1') => {
    const phone = nextPhone();
    const res = await api('POST', '/h5/lxuserRegister', {
      realname: '张三',
      phone,
      code: await sendCode(phone, 'register'),
      email: '',
      password,
    });
    expect(res.code).toBe(200);
    return { phone, password, token: String(res.data?.token) };
  };
  const byPassword = (
    token: string,
    oldPassword: string,
    password: string,
    ip = randomIp(),
    passwordSecond = password,
  ) =>
    api(
      'POST',
      '/pc/modifyPassword',
      { type: '1', oldPassword, password, passwordSecond },
      { token, ip },
    );
  const bySms = (token: string, phoneCode: string, password: string) =>
    api(
      'POST',
      '/pc/modifyPassword',
      { type: '10', phoneCode, password, passwordSecond: password },
      { token },
    );
  const userInfo = async (token: string) =>
    (await api('GET', '/pc/getuserinfo', {}, { token })).code;
  const passwordHash = async (phone: string) =>
    (
      await t.app.db
        .selectFrom('app_user')
        .select('password_hash')
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow()
    ).password_hash;

  it('changes the password with the old one, ends the other sessions and keeps this one', async () => {
    const { phone, password, token } = await registerUser();
    const other = String((await login(phone, password)).data?.token);
    expect(await userInfo(other)).toBe(200);

    expect(await byPassword(token, password, 'new-pass2')).toEqual(CHANGED);

    expect(await userInfo(token)).toBe(200);
    expect(await userInfo(other)).toBe(401);
    expect(await login(phone, password)).toMatchObject({ code: 400, msg: '账号或密码错误' });
    expect(await login(phone, 'new-pass2')).toMatchObject({ code: 200 });
  });

  it('refuses a wrong old password and changes nothing', async () => {
    const { phone, password, token } = await registerUser();
    const before = await passwordHash(phone);
    expect(await byPassword(token, 'not-my-pass', 'new-pass2')).toEqual({
      code: 400,
      msg: '原密码错误',
      data: null,
    });
    expect(await passwordHash(phone)).toBe(before);
    expect(await login(phone, password)).toMatchObject({ code: 200 });
  });

  it('counts wrong old passwords against the login limit of the account on this client', async () => {
    const { phone, password, token } = await registerUser();
    const ip = randomIp();
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await byPassword(token, `guess-${i}`, 'new-pass2', ip)).msg).toBe('原密码错误');
    }
    // Even the right old password is refused now, here and at login from the same client …
    expect(await byPassword(token, password, 'new-pass2', ip)).toEqual({
      code: 429,
      msg: '密码错误次数过多，请15分钟后再试，或使用短信验证码修改',
      data: null,
    });
    expect(await login(phone, password, ip)).toMatchObject({
      code: 429,
      msg: '密码错误次数过多，请15分钟后再试，或使用短信验证码登录',
    });
    // … while another client of the owner is not locked out, and nothing changed.
    expect(await login(phone, password)).toMatchObject({ code: 200 });
    expect(await byPassword(token, password, 'new-pass2')).toEqual(CHANGED);
  });

  it('counts failed logins against the old-password check, and the owner’s success forgives them', async () => {
    const { phone, password, token } = await registerUser();
    const ip = randomIp();
    for (let i = 0; i < PER_ACCOUNT - 1; i++) {
      expect((await login(phone, `guess-${i}`, ip)).msg).toBe('账号或密码错误');
    }
    expect(await byPassword(token, password, 'new-pass2', ip)).toEqual(CHANGED);
    for (let i = 0; i < PER_ACCOUNT - 1; i++) {
      expect((await login(phone, `guess-${i}`, ip)).msg).toBe('账号或密码错误');
    }
    expect(await login(phone, 'new-pass2', ip)).toMatchObject({ code: 200 });
  });

  it('changes the password with a code sent to the account’s own phone', async () => {
    const { phone, password, token } = await registerUser();
    const other = String((await login(phone, password)).data?.token);
    const code = await sendCode(phone, 'password');
    const wrong = code === '0000' ? '1111' : '0000';
    const before = await passwordHash(phone);

    expect(await bySms(token, wrong, 'new-pass2')).toEqual({
      code: 400,
      msg: '请输入正确的验证码',
      data: null,
    });
    expect(await bySms(token, code, password)).toEqual({
      code: 400,
      msg: '新密码不能与原密码相同',
      data: null,
    });
    expect(await passwordHash(phone)).toBe(before);

    expect(await bySms(token, code, 'new-pass2')).toEqual(CHANGED);
    expect(await userInfo(token)).toBe(200);
    expect(await userInfo(other)).toBe(401);
    expect(await login(phone, 'new-pass2')).toMatchObject({ code: 200 });
    // The code is used up with the change.
    expect((await bySms(token, code, 'new-pass3')).code).toBe(400);
  });

  it('takes only a code sent to the account’s own phone for this purpose', async () => {
    const { phone, token } = await registerUser();
    const stranger = await registerUser();
    const before = await passwordHash(phone);
    const theirs = await sendCode(stranger.phone, 'password');
    expect((await bySms(token, theirs, 'new-pass2')).code).toBe(400);
    const loginCode = await sendCode(phone, 'login');
    expect((await bySms(token, loginCode, 'new-pass2')).code).toBe(400);
    expect(await passwordHash(phone)).toBe(before);
  });

  it.each([
    [
      'no old password',
      { type: '1', password: 'new-pass2', passwordSecond: 'new-pass2' },
      '请输入原密码',
    ],
    [
      'an empty old password',
      { type: '1', oldPassword: '', password: 'new-pass2', passwordSecond: 'new-pass2' },
      '请输入原密码',
    ],
    ['no code', { type: '10', password: 'new-pass2', passwordSecond: 'new-pass2' }, '请输入验证码'],
    [
      'a malformed code',
      { type: '10', phoneCode: '12a4', password: 'new-pass2', passwordSecond: 'new-pass2' },
      '请输入正确的验证码',
    ],
    [
      'a short new password',
      { type: '1', oldPassword: 'old-pass1', password: '123', passwordSecond: '123' },
      '密码长度应为6-32位',
    ],
    [
      'no confirmation',
      { type: '1', oldPassword: 'old-pass1', password: 'new-pass2' },
      '请再次输入密码',
    ],
    [
      'a different confirmation',
      { type: '1', oldPassword: 'old-pass1', password: 'new-pass2', passwordSecond: 'new-pass3' },
      '两次输入密码不一致!',
    ],
    [
      'the old password again',
      { type: '1', oldPassword: 'old-pass1', password: 'old-pass1', passwordSecond: 'old-pass1' },
      '新密码不能与原密码相同',
    ],
    [
      'an unknown way',
      { type: '2', oldPassword: 'old-pass1', password: 'new-pass2', passwordSecond: 'new-pass2' },
      '验证方式不正确',
    ],
  ])('refuses %s and changes nothing', async (_label, form, msg) => {
    const { phone, token } = await registerUser();
    const before = await passwordHash(phone);
    expect(await api('POST', '/pc/modifyPassword', form, { token })).toEqual({
      code: 400,
      msg,
      data: null,
    });
    expect(await passwordHash(phone)).toBe(before);
  });

  it('needs a session', async () => {
    const form = {
      type: '1',
      oldPassword: 'old-pass1',
      password: 'new-pass2',
      passwordSecond: 'new-pass2',
    };
    expect(await api('POST', '/pc/modifyPassword', form)).toEqual({
      code: 401,
      msg: '请先登录',
      data: null,
    });
  });

  it('leaves an account without a password to 设置密码', async () => {
    const { phone, token } = await registerUser();
    await t.app.db
      .updateTable('app_user')
      .set({ password_hash: null })
      .where('phone', '=', phone)
      .execute();
    expect(await bySms(token, await sendCode(phone, 'password'), 'new-pass2')).toEqual({
      code: 400,
      msg: '您的账号尚未设置密码，请先设置密码',
      data: null,
    });
    expect(await passwordHash(phone)).toBeNull();
  });
});
