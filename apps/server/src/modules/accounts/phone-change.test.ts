import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';

const UA = { 'user-agent': 'vitest' };
const WRONG_CODE = { code: 400, msg: '请输入正确的验证码', data: null };

type Answer = { code: number; msg: string; data: Record<string, unknown> | null };

/** The phone change's code messages: a code that is not the one sent says 请输入正确的验证码. */
describe.each(engines)('phone change codes on %s', (engine) => {
  let t: TestApp;
  let phoneSeq = 0;
  const nextPhone = () =>
    `17${engine === 'sqlite' ? 1 : 2}${String(Date.now() % 1e4).padStart(4, '0')}${String(++phoneSeq).padStart(4, '0')}`;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  let ipSeq = 0;
  const api = async (
    method: 'GET' | 'POST',
    url: string,
    payload: Record<string, string>,
    token?: string,
  ) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      remoteAddress: `10.7.${engine === 'sqlite' ? 1 : 2}.${++ipSeq % 250}`,
      headers: { ...UA, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(method === 'GET' ? { query: payload } : { payload }),
    });
    return res.json() as Answer;
  };
  const sendCode = async (phone: string, type: string) => {
    await t.app.db
      .updateTable('sms_code')
      .set({ created_at: new Date(Date.now() - 120_000).toISOString() })
      .where('phone', '=', phone)
      .execute();
    const sent = await api('GET', '/pc/sms_send', { phone, type });
    expect(sent.code).toBe(200);
    return String(sent.data?.code);
  };
  const registerUser = async () => {
    const phone = nextPhone();
    const res = await api('POST', '/h5/lxuserRegister', {
      realname: '张三',
      phone,
      code: await sendCode(phone, 'register'),
      email: '',
      password: 'secret123',
    });
    expect(res.code).toBe(200);
    return { phone, token: String(res.data?.token) };
  };
  const verifyOld = (phone: string, code: string) =>
    api('POST', '/pc/sms_verify', { phone, code, type: 'old_phone' });
  const phoneOf = async (token: string) =>
    (await api('GET', '/pc/getuserinfo', {}, token)).data?.telephone;

  it('says 请输入正确的验证码 for an old-phone code that was never sent', async () => {
    const { phone } = await registerUser();
    expect(await verifyOld(phone, '1234')).toEqual(WRONG_CODE);
  });

  it('says 请输入正确的验证码 for the code of another purpose typed in step 1', async () => {
    const { phone } = await registerUser();
    const loginCode = await sendCode(phone, 'login');
    expect(await verifyOld(phone, loginCode)).toEqual(WRONG_CODE);
  });

  it('says 请输入正确的验证码 for a mistyped old-phone code', async () => {
    const { phone } = await registerUser();
    const code = await sendCode(phone, 'old_phone');
    expect(await verifyOld(phone, code === '0000' ? '1111' : '0000')).toEqual(WRONG_CODE);
    expect(await verifyOld(phone, code)).toMatchObject({ code: 200 });
  });

  it('changes nothing when a code of the change was never sent', async () => {
    const { phone, token } = await registerUser();
    const newPhone = nextPhone();
    const newCode = await sendCode(newPhone, 'new_phone');
    const change = (old_code: string, new_code: string) =>
      api(
        'POST',
        '/pc/modifyMobile',
        { old_mobile: phone, old_code, new_mobile: newPhone, new_code },
        token,
      );
    expect(await change('1234', newCode)).toEqual(WRONG_CODE);
    const oldCode = await sendCode(phone, 'old_phone');
    expect(await change(oldCode, '1234')).toEqual({ ...WRONG_CODE });
    expect(await phoneOf(token)).toBe(phone);
    // The codes that were refused nothing are still good.
    expect(await change(oldCode, newCode)).toMatchObject({ code: 200, msg: '手机号修改成功' });
    expect(await phoneOf(token)).toBe(newPhone);
  });
});
