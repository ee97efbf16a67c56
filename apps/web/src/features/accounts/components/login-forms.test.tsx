import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { ApiCode, Msg } from '@shangan/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuthDialog } from '../../../lib/auth-dialog';
import { getCookie } from '../../../lib/cookies';
import {
  calls,
  DEMO_USER,
  findDialog,
  openDialog,
  passSlider,
  setupHarness,
  submit,
  teardownHarness,
  tickTerms,
  type,
} from '../test-utils';
import type { Harness } from '../test-utils';

let harness: Harness;
beforeEach(() => {
  harness = setupHarness();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  teardownHarness();
});

describe('password login dialog', () => {
  it('is 580 px wide and asks for account, password and the terms before calling', async () => {
    const dialog = await openDialog(harness, 'login', '账号登录');
    expect(dialog.closest<HTMLElement>('.ant-modal')?.style.width).toBe('580px');
    submit(dialog, '登 录');
    expect(await within(dialog).findByText(Msg.accountRequired)).toBeTruthy();
    expect(within(dialog).getByText(Msg.passwordRequired)).toBeTruthy();
    expect(within(dialog).getByText(Msg.termsRequired)).toBeTruthy();
    expect(harness.requests).toEqual([]);
  });

  it('logs in, keeps the token for both APIs and the ids, then closes', async () => {
    harness.replies['POST /pc/login'] = {
      data: { token: 'tok-1', uuid: 'u', phone: '13800000001' },
    };
    harness.replies['GET /pc/getuserinfo'] = { data: DEMO_USER };
    const dialog = await openDialog(harness, 'login', '账号登录');
    type(dialog, '账号', ' 13800000001 ');
    type(dialog, '密码', 'shangan123');
    tickTerms(dialog);
    submit(dialog, '登 录');

    await waitFor(() => expect(getAuthDialog()).toBeNull());
    expect(calls(harness, 'POST /pc/login')[0]?.fields).toEqual({
      type: '1',
      account: '13800000001',
      password: 'shangan123',
      remember: '0',
    });
    expect(getCookie('edu_token')).toBe('tok-1');
    expect(getCookie('lx_token')).toBe('tok-1');
    expect(localStorage.getItem('userId')).toBe('7');
    expect(harness.queryClient.getQueryData(['currentUser'])).toMatchObject({ id: 7 });
    expect(harness.notices).toContainEqual(['success', '登录成功']);
  });

  it('opens the register dialog with the phone when the account is unknown (4005)', async () => {
    harness.replies['POST /pc/login'] = {
      code: ApiCode.ACCOUNT_NOT_FOUND,
      msg: '该账号不存在，请先注册',
    };
    const dialog = await openDialog(harness, 'login', '账号登录');
    type(dialog, '账号', '13912345678');
    type(dialog, '密码', 'whatever1');
    tickTerms(dialog);
    submit(dialog, '登 录');

    const register = await findDialog('注册账号');
    expect(getAuthDialog()).toBe('register');
    expect((within(register).getByLabelText('手机号') as HTMLInputElement).value).toBe(
      '13912345678',
    );
    expect(getCookie('edu_token')).toBeNull();
  });

  it('shows the server message for a wrong password and stays open', async () => {
    harness.replies['POST /pc/login'] = { code: 400, status: 400, msg: '账号或密码错误' };
    const dialog = await openDialog(harness, 'login', '账号登录');
    type(dialog, '账号', '13800000001');
    type(dialog, '密码', 'wrong');
    tickTerms(dialog);
    submit(dialog, '登 录');
    await waitFor(() => expect(harness.notices).toContainEqual(['error', '账号或密码错误']));
    expect(getAuthDialog()).toBe('login');
  });

  it('switches to SMS login, register and reset password', async () => {
    const dialog = await openDialog(harness, 'login', '账号登录');
    fireEvent.click(within(dialog).getByRole('button', { name: '验证码登录' }));
    expect(getAuthDialog()).toBe('smsLogin');
    const sms = await findDialog('验证码登录');
    fireEvent.click(within(sms).getByRole('button', { name: '密码登录' }));
    expect(getAuthDialog()).toBe('login');
    fireEvent.click(within(dialog).getByRole('button', { name: '忘记密码？' }));
    expect(getAuthDialog()).toBe('resetPassword');
    const reset = await findDialog('找回密码');
    fireEvent.click(within(reset).getByRole('button', { name: '返回登录' }));
    expect(getAuthDialog()).toBe('login');
    fireEvent.click(within(dialog).getByRole('button', { name: '立即注册' }));
    expect(getAuthDialog()).toBe('register');
  });
});

describe('SMS login dialog', () => {
  it('keeps 获取验证码 disabled until the slider succeeds and checks the phone first', async () => {
    const dialog = await openDialog(harness, 'smsLogin', '验证码登录');
    const getCode = within(dialog).getByRole('button', { name: '获取验证码' });
    expect(getCode).toHaveProperty('disabled', true);

    passSlider(dialog);
    expect(getCode).toHaveProperty('disabled', false);
    fireEvent.click(getCode);
    expect(await within(dialog).findByText(Msg.phoneRequiredShort)).toBeTruthy();

    type(dialog, '手机号', '12345678901');
    fireEvent.click(getCode);
    expect(await within(dialog).findByText(Msg.phoneInvalid)).toBeTruthy();
    expect(harness.requests).toEqual([]);
  });

  it('sends, shows the demo code, counts down 60 s, resets the slider, then reverts', async () => {
    harness.replies['GET /pc/sms_send'] = { data: { code: '4821' }, msg: '验证码已发送' };
    const dialog = await openDialog(harness, 'smsLogin', '验证码登录');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    type(dialog, '手机号', '138 0000 0001');
    passSlider(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));

    expect(await within(dialog).findByText('演示模式：验证码 4821')).toBeTruthy();
    expect(calls(harness, 'GET /pc/sms_send')[0]?.fields).toEqual({
      phone: '13800000001',
      type: 'login',
    });
    const countdown = within(dialog).getByRole('button', { name: '60秒后重新获取' });
    expect(countdown).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('slider').getAttribute('aria-valuetext')).toBe('未验证');

    for (let second = 0; second < 60; second += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000);
      });
    }
    const again = within(dialog).getByRole('button', { name: '获取验证码' });
    expect(again).toHaveProperty('disabled', true); // the slider must be passed again
    passSlider(dialog);
    expect(again).toHaveProperty('disabled', false);
  });

  it('caps the code at 4 characters and asks for it', async () => {
    const dialog = await openDialog(harness, 'smsLogin', '验证码登录');
    const code = within(dialog).getByLabelText('验证码');
    expect(code.getAttribute('maxlength')).toBe('4');
    type(dialog, '手机号', '13800000001');
    tickTerms(dialog);
    submit(dialog, '登 录');
    expect(await within(dialog).findByText(Msg.codeRequired)).toBeTruthy();
    expect(calls(harness, 'POST /pc/login')).toEqual([]);
  });

  it('logs in with phone and code, keeping 7 days when asked', async () => {
    harness.replies['POST /pc/login'] = {
      data: { token: 'tok-2', uuid: 'u', phone: '13800000001' },
    };
    harness.replies['GET /pc/getuserinfo'] = { data: DEMO_USER };
    const dialog = await openDialog(harness, 'smsLogin', '验证码登录');
    type(dialog, '手机号', '13800000001');
    type(dialog, '验证码', '4821');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '7天内免登录' }));
    tickTerms(dialog);
    submit(dialog, '登 录');
    await waitFor(() => expect(getAuthDialog()).toBeNull());
    expect(calls(harness, 'POST /pc/login')[0]?.fields).toEqual({
      type: '10',
      account: '13800000001',
      phoneCode: '4821',
      remember: '1',
    });
    expect(getCookie('edu_token')).toBe('tok-2');
  });
});
