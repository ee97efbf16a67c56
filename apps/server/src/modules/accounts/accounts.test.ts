import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { hashPassword } from '../../lib/crypto.ts';
import type * as CryptoModule from '../../lib/crypto.ts';

// The real hash, counted: a request that must not make the server hash can be seen not to.
vi.mock('../../lib/crypto.ts', async (importOriginal) => {
  const original = await importOriginal<typeof CryptoModule>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

const UA = { 'user-agent': 'vitest' };

describe.each(engines)('accounts on %s', (engine) => {
  let t: TestApp;
  let phoneSeq = 0;
  // Each test its own phone (and IP), so the per-phone and per-IP limits never cross tests.
  const nextPhone = () =>
    `13${engine === 'sqlite' ? 7 : 8}${String(Date.now() % 1e4).padStart(4, '0')}${String(++phoneSeq).padStart(4, '0')}`;

  beforeAll(async () => {
    t = await createTestApp(engine, {
      config: {
        accounts: {
          sessionIdleMinutes: 120,
          loginMaxPerAccount: 3,
          loginMaxPerAccountAllClients: 3,
          loginMaxPerIp: 1000,
          loginWindowSeconds: 2,
        },
      },
    });
  });
  afterAll(() => t.close());

  const randomIp = () =>
    `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const api = async (
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, string>,
    token?: string,
    ip = randomIp(),
  ) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      remoteAddress: ip,
      headers: { ...UA, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(method === 'GET' ? { query: payload } : { payload }),
    });
    return res.json() as { code: number; msg: string; data: Record<string, unknown> | null };
  };
  const sendCode = async (phone: string, type: string, ip?: string) => {
    const res = await api('GET', '/pc/sms_send', { phone, type }, undefined, ip);
    expect(res).toMatchObject({ code: 200 });
    return String(res.data?.code);
  };
  const userCount = async () =>
    (
      await t.app.db
        .selectFrom('app_user')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  const registerUser = async (phone = nextPhone(), password = 'secret123') => {
    const code = await sendCode(phone, 'register');
    const res = await api('POST', '/h5/lxuserRegister', {
      realname: '张三',
      phone,
      code,
      email: 'zs@example.com',
      password,
    });
    expect(res.code).toBe(200);
    return { phone, password, token: String(res.data?.token), data: res.data! };
  };
  const clearResendWait = (phone: string) =>
    t.app.db
      .updateTable('sms_code')
      .set({ created_at: new Date(Date.now() - 120_000).toISOString() })
      .where('phone', '=', phone)
      .execute();

  it('registers with an SMS code and answers token, uuid, phone and a real poster QR', async () => {
    const { phone, token, data } = await registerUser();
    expect(data).toMatchObject({ uuid: expect.stringMatching(/^[0-9a-f-]{36}$/), phone });
    expect(String(data.poster_qr_code_for_pc)).toMatch(/^data:image\/png;base64,/);
    const info = await api('GET', '/pc/getuserinfo', undefined, token);
    expect(info.data).toMatchObject({
      telephone: phone,
      nick_name: '张三',
      weight: 0,
      trialVip: 0,
      vip: '',
    });
  });

  it('logs in by password and by SMS code; logout revokes the token on the server', async () => {
    const { phone, password } = await registerUser();
    const byPassword = await api('POST', '/pc/login', { type: '1', account: phone, password });
    expect(byPassword).toMatchObject({ code: 200, data: { phone } });
    const token = String(byPassword.data?.token);
    expect((await api('GET', '/pc/getuserinfo', undefined, token)).code).toBe(200);
    expect((await api('POST', '/pc/logout', {}, token)).msg).toBe('退出登录成功');
    expect(await api('GET', '/pc/getuserinfo', undefined, token)).toMatchObject({
      code: 401,
      msg: '登录过期，请重新登录',
    });

    await clearResendWait(phone);
    const code = await sendCode(phone, 'login');
    const bySms = await api('POST', '/pc/login', { type: '10', account: phone, phoneCode: code });
    expect(bySms).toMatchObject({ code: 200, data: { phone } });
  });

  it('answers 4005 for an unknown account and a clear message for a wrong password', async () => {
    expect(
      await api('POST', '/pc/login', { type: '1', account: '13000000000', password: 'x' }),
    ).toMatchObject({
      code: 4005,
    });
    const { phone } = await registerUser();
    expect(
      await api('POST', '/pc/login', { type: '1', account: phone, password: 'wrong-one' }),
    ).toMatchObject({
      code: 400,
      msg: '账号或密码错误',
    });
  });

  it('refuses a wrong, an expired and a reused code, and changes nothing', async () => {
    const phone = nextPhone();
    const code = await sendCode(phone, 'register');
    const before = await userCount();
    const wrong = code === '0000' ? '1111' : '0000';
    const form = { realname: '李四', phone, email: '', password: 'secret123' };
    expect(await api('POST', '/h5/lxuserRegister', { ...form, code: wrong })).toEqual({
      code: 400,
      msg: '请输入正确的验证码',
      data: null,
    });
    expect(await userCount()).toBe(before);

    await t.app.db
      .updateTable('sms_code')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('phone', '=', phone)
      .execute();
    expect((await api('POST', '/h5/lxuserRegister', { ...form, code })).msg).toBe(
      '验证码已过期，请重新获取',
    );
    expect(await userCount()).toBe(before);

    await clearResendWait(phone);
    const fresh = await sendCode(phone, 'register');
    expect((await api('POST', '/h5/lxuserRegister', { ...form, code: fresh })).code).toBe(200);
    const reused = await api('POST', '/h5/lxuserRegister', {
      ...form,
      phone: nextPhone(),
      code: fresh,
    });
    expect(reused.code).toBe(400);
  });

  describe('checks the SMS code before hashing the password', () => {
    beforeEach(() => {
      vi.mocked(hashPassword).mockClear();
    });

    it('refuses registration with a wrong code without hashing or storing anything', async () => {
      const phone = nextPhone();
      const code = await sendCode(phone, 'register');
      const before = await userCount();
      vi.mocked(hashPassword).mockClear();
      const res = await api('POST', '/h5/lxuserRegister', {
        realname: '钱七',
        phone,
        code: code === '0000' ? '1111' : '0000',
        email: '',
        password: 'secret123',
      });
      expect(res).toEqual({ code: 400, msg: '请输入正确的验证码', data: null });
      expect(hashPassword).not.toHaveBeenCalled();
      expect(await userCount()).toBe(before);
      // The right code still works afterwards, hashing once.
      const ok = await api('POST', '/h5/lxuserRegister', {
        realname: '钱七',
        phone,
        code,
        email: '',
        password: 'secret123',
      });
      expect(ok.code).toBe(200);
      expect(hashPassword).toHaveBeenCalledTimes(1);
    });

    it('refuses registration without any code sent, without hashing', async () => {
      const res = await api('POST', '/h5/lxuserRegister', {
        realname: '孙八',
        phone: nextPhone(),
        code: '1234',
        email: '',
        password: 'secret123',
      });
      expect(res).toEqual({ code: 400, msg: '验证码无效，请重新获取', data: null });
      expect(hashPassword).not.toHaveBeenCalled();
    });

    it('refuses a password reset with a wrong code without hashing or changing the password', async () => {
      const { phone, password } = await registerUser();
      await clearResendWait(phone);
      const code = await sendCode(phone, 'reset');
      vi.mocked(hashPassword).mockClear();
      const res = await api('POST', '/pc/forgetPassword', {
        phone,
        phoneCode: code === '0000' ? '1111' : '0000',
        password: 'newpass1',
        passwordSecond: 'newpass1',
      });
      expect(res).toEqual({ code: 400, msg: '请输入正确的验证码', data: null });
      expect(hashPassword).not.toHaveBeenCalled();
      expect((await api('POST', '/pc/login', { type: '1', account: phone, password })).code).toBe(
        200,
      );
    });
  });

  it('binds a code to its purpose: a login code cannot reset a password', async () => {
    const { phone } = await registerUser();
    await clearResendWait(phone);
    const loginCode = await sendCode(phone, 'login');
    const res = await api('POST', '/pc/forgetPassword', {
      phone,
      phoneCode: loginCode,
      password: 'newpass1',
      passwordSecond: 'newpass1',
    });
    expect(res).toMatchObject({ code: 400, msg: '验证码无效，请重新获取' });
  });

  describe('a code sent without a type (as the original site’s clients send it)', () => {
    const sendUntyped = async (phone: string) => {
      const res = await api('GET', '/pc/sms_send', { phone });
      expect(res).toMatchObject({ code: 200, msg: '验证码已发送' });
      return String(res.data?.code);
    };
    const registerWith = (phone: string, code: string) =>
      api('POST', '/h5/lxuserRegister', { realname: '李四', phone, code, password: 'secret123' });

    it('registers a new phone', async () => {
      const phone = nextPhone();
      const res = await registerWith(phone, await sendUntyped(phone));
      expect(res).toMatchObject({ code: 200, msg: '注册成功', data: { phone } });
    });

    it('logs in by SMS code', async () => {
      const { phone } = await registerUser();
      await clearResendWait(phone);
      const code = await sendUntyped(phone);
      expect(
        await api('POST', '/pc/login', { type: '10', account: phone, phoneCode: code }),
      ).toMatchObject({ code: 200, msg: '登录成功', data: { phone } });
    });

    it('is used once: the registration that took it leaves nothing for a login', async () => {
      const phone = nextPhone();
      const code = await sendUntyped(phone);
      expect((await registerWith(phone, code)).code).toBe(200);
      expect(
        await api('POST', '/pc/login', { type: '10', account: phone, phoneCode: code }),
      ).toMatchObject({ code: 400, msg: '验证码无效，请重新获取' });
    });

    it('serves nothing but login and registration', async () => {
      const { phone, token } = await registerUser();
      await clearResendWait(phone);
      const code = await sendUntyped(phone);
      expect(
        await api('POST', '/pc/forgetPassword', {
          phone,
          phoneCode: code,
          password: 'newpass1',
          passwordSecond: 'newpass1',
        }),
      ).toMatchObject({ code: 400, msg: '验证码无效，请重新获取' });
      expect(
        await api(
          'POST',
          '/pc/modifyPassword',
          { type: '10', phoneCode: code, password: 'newpass1', passwordSecond: 'newpass1' },
          token,
        ),
      ).toMatchObject({ code: 400, msg: '验证码无效，请重新获取' });
      for (const type of ['old_phone', 'reset', 'bind', 'password']) {
        expect(await api('POST', '/pc/sms_verify', { phone, code, type })).toMatchObject({
          code: 400,
        });
      }
      // Still unused after all of that: the login it was meant for goes through.
      expect(
        (await api('POST', '/pc/login', { type: '10', account: phone, phoneCode: code })).code,
      ).toBe(200);
    });
  });

  it('keeps a typed code to its own use: a login code does not register, nor a register code log in', async () => {
    const fresh = nextPhone();
    const loginCode = await sendCode(fresh, 'login');
    expect(
      await api('POST', '/h5/lxuserRegister', {
        realname: '王五',
        phone: fresh,
        code: loginCode,
        password: 'secret123',
      }),
    ).toMatchObject({ code: 400, msg: '验证码无效，请重新获取' });

    const { phone } = await registerUser();
    await clearResendWait(phone);
    const registerCode = await sendCode(phone, 'register');
    expect(
      await api('POST', '/pc/login', { type: '10', account: phone, phoneCode: registerCode }),
    ).toMatchObject({ code: 400, msg: '验证码无效，请重新获取' });
  });

  it('checks the latest code that serves the use: a typed login code sent later replaces an untyped one for login only', async () => {
    const phone = nextPhone();
    const untyped = String((await api('GET', '/pc/sms_send', { phone })).data?.code);
    await clearResendWait(phone);
    const loginCode = await sendCode(phone, 'login');
    // Registration does not take a login code, so the untyped one is still the one it checks.
    expect(
      (
        await api('POST', '/h5/lxuserRegister', {
          realname: '赵六',
          phone,
          code: untyped,
          password: 'secret123',
        })
      ).code,
    ).toBe(200);
    expect(
      (await api('POST', '/pc/login', { type: '10', account: phone, phoneCode: loginCode })).code,
    ).toBe(200);
  });

  it('locks a code after 5 wrong tries', async () => {
    const { phone } = await registerUser();
    await clearResendWait(phone);
    const code = await sendCode(phone, 'login');
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) {
      expect(
        (await api('POST', '/pc/login', { type: '10', account: phone, phoneCode: wrong })).msg,
      ).toBe('请输入正确的验证码');
    }
    expect(
      (await api('POST', '/pc/login', { type: '10', account: phone, phoneCode: code })).msg,
    ).toBe('验证码错误次数过多，请重新获取');
  });

  it('holds a code to 5 tries when guesses arrive in parallel', async () => {
    const { phone } = await registerUser();
    await clearResendWait(phone);
    const code = await sendCode(phone, 'login');
    const guesses = ['0000', '1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999']
      .filter((guess) => guess !== code)
      .slice(0, 9);
    const results = await Promise.all(
      guesses.map((guess) =>
        api('POST', '/pc/login', { type: '10', account: phone, phoneCode: guess }),
      ),
    );
    expect(results.filter((r) => r.msg === '请输入正确的验证码').length).toBeLessThanOrEqual(5);
    expect(
      (await api('POST', '/pc/login', { type: '10', account: phone, phoneCode: code })).msg,
    ).toBe('验证码错误次数过多，请重新获取');
  });

  it('keeps the old-phone code when the new-phone code is wrong', async () => {
    const { phone, token } = await registerUser();
    const newPhone = nextPhone();
    await clearResendWait(phone);
    const oldCode = await sendCode(phone, 'old_phone');
    const newCode = await sendCode(newPhone, 'new_phone');
    const wrong = newCode === '0000' ? '1111' : '0000';
    const change = (new_code: string) =>
      api(
        'POST',
        '/pc/modifyMobile',
        { old_mobile: phone, old_code: oldCode, new_mobile: newPhone, new_code },
        token,
      );
    expect((await change(wrong)).msg).toBe('请输入正确的验证码');
    expect((await change(newCode)).msg).toBe('手机号修改成功');
  });

  it('allows one send per phone per 60 s', async () => {
    const phone = nextPhone();
    await sendCode(phone, 'login');
    expect(await api('GET', '/pc/sms_send', { phone, type: 'login' })).toMatchObject({
      code: 429,
      msg: '验证码发送过于频繁，请60秒后再试',
    });
  });

  it('uses a code once even when two requests race with it', async () => {
    const phone = nextPhone();
    const code = await sendCode(phone, 'register');
    const form = { realname: '王五', email: '', password: 'secret123', code };
    const results = await Promise.all([
      api('POST', '/h5/lxuserRegister', { ...form, phone }),
      api('POST', '/h5/lxuserRegister', { ...form, phone }),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([200, 400]);
  });

  it.each([
    ['an empty phone', { phone: '' }, '请输入手机号码'],
    ['a bad phone', { phone: '12345678901' }, '请输入正确的手机号码!'],
    ['a bad email', { email: 'not-an-email' }, '请输入正确的邮箱地址'],
    ['an empty code', { code: '' }, '请输入验证码'],
    ['an empty password', { password: '' }, '请输入密码'],
  ])('refuses registration with %s', async (_label, change, msg) => {
    const before = await userCount();
    const res = await api('POST', '/h5/lxuserRegister', {
      realname: '赵六',
      phone: nextPhone(),
      code: '1234',
      email: '',
      password: 'secret123',
      ...change,
    });
    expect(res).toEqual({ code: 400, msg, data: null });
    expect(await userCount()).toBe(before);
  });

  it('resets the password: mismatched confirmation refused, then old sessions die and the new password works', async () => {
    const { phone, token } = await registerUser();
    await clearResendWait(phone);
    const code = await sendCode(phone, 'reset');
    expect(
      await api('POST', '/pc/forgetPassword', {
        phone,
        phoneCode: code,
        password: 'newpass1',
        passwordSecond: 'newpass2',
      }),
    ).toMatchObject({ code: 400, msg: '两次输入密码不一致!' });
    expect(
      await api('POST', '/pc/forgetPassword', {
        phone,
        phoneCode: code,
        password: 'newpass1',
        passwordSecond: '',
      }),
    ).toMatchObject({ code: 400, msg: '请再次输入密码' });
    expect(
      await api('POST', '/pc/forgetPassword', {
        phone,
        phoneCode: code,
        password: 'newpass1',
        passwordSecond: 'newpass1',
      }),
    ).toMatchObject({ code: 200, msg: '密码设置成功' });
    expect((await api('GET', '/pc/getuserinfo', undefined, token)).code).toBe(401);
    expect(
      (await api('POST', '/pc/login', { type: '1', account: phone, password: 'newpass1' })).code,
    ).toBe(200);
  });

  it('changes the phone with codes to the old and the new phone', async () => {
    const { phone, token } = await registerUser();
    const newPhone = nextPhone();
    await clearResendWait(phone);
    const oldCode = await sendCode(phone, 'old_phone');
    expect(
      (await api('POST', '/pc/sms_verify', { phone, code: oldCode, type: 'old_phone' })).code,
    ).toBe(200);
    const newCode = await sendCode(newPhone, 'new_phone');
    const res = await api(
      'POST',
      '/pc/modifyMobile',
      { old_mobile: phone, old_code: oldCode, new_mobile: newPhone, new_code: newCode },
      token,
    );
    expect(res).toMatchObject({ code: 200, msg: '手机号修改成功' });
    expect((await api('GET', '/pc/getuserinfo', undefined, token)).data).toMatchObject({
      telephone: newPhone,
    });
  });

  it('rejects the phone change with a bad new phone in the site’s words', async () => {
    const { phone, token } = await registerUser();
    const res = await api(
      'POST',
      '/pc/modifyMobile',
      { old_mobile: phone, old_code: '1234', new_mobile: '', new_code: '1234' },
      token,
    );
    expect(res).toMatchObject({ code: 400, msg: '请输入新手机号' });
  });

  it('says clearly that WeChat login is not configured', async () => {
    expect(await api('GET', '/pc/getWxUnionIdByCode', { code: 'abc' })).toEqual({
      code: 400,
      msg: '暂未开通微信登录，请使用手机号登录',
      data: null,
    });
  });

  it('needs a session for member endpoints', async () => {
    expect(await api('GET', '/pc/getuserinfo')).toMatchObject({ code: 401, msg: '请先登录' });
    expect(await api('GET', '/pc/getuserinfo', undefined, 'forged-token')).toMatchObject({
      code: 401,
    });
  });

  it('accepts the same token on the learning API header', async () => {
    const { token } = await registerUser();
    t.app.log.debug({ token: token.length }, 'token ok');
    const resolved = await t.app.inject({
      method: 'GET',
      url: '/gxw-web-student/no-such',
      headers: { token },
    });
    expect(resolved.statusCode).toBe(404);
  });

  it('caps password failures per account over all clients, then recovers after the window', async () => {
    const { phone } = await registerUser();
    // The window (2 s here) is read from the clock, not waited out: frozen while the failures
    // are made (three hashed logins can take longer than 2 s on a busy machine), then moved on.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    for (let i = 0; i < 3; i++) {
      await api(
        'POST',
        '/pc/login',
        { type: '1', account: phone, password: 'guess' + i },
        undefined,
        `10.1.0.${i}`,
      );
    }
    const blocked = await api(
      'POST',
      '/pc/login',
      { type: '1', account: phone, password: 'secret123' },
      undefined,
      '10.1.0.9',
    );
    expect(blocked).toMatchObject({
      code: 429,
      msg: '密码错误次数过多，请1分钟后再试，或使用短信验证码登录',
    });
    vi.setSystemTime(Date.now() + 2_100);
    expect(
      (
        await api(
          'POST',
          '/pc/login',
          { type: '1', account: phone, password: 'secret123' },
          undefined,
          '10.1.0.9',
        )
      ).code,
    ).toBe(200);
  });

  it('keeps no password, code or token in plain form in the database', async () => {
    const { phone, password, token } = await registerUser();
    const dump = JSON.stringify([
      await t.app.db.selectFrom('app_user').selectAll().where('phone', '=', phone).execute(),
      await t.app.db.selectFrom('user_session').selectAll().execute(),
      await t.app.db.selectFrom('sms_code').selectAll().where('phone', '=', phone).execute(),
    ]);
    expect(dump).not.toContain(password);
    expect(dump).not.toContain(token);
    expect(dump).toMatch(/scrypt\$/);
    const codes = await sql<{
      n: number;
    }>`select count(*) as n from sms_code where code_hash ~ '^[0-9]{4}$'`
      .execute(t.app.db)
      .catch(() => ({ rows: [{ n: 0 }] }));
    expect(Number(codes.rows[0]?.n ?? 0)).toBe(0);
  });
});
