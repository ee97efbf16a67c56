import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Msg } from '@shangan/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { getCookie } from '../../../lib/cookies';
import { setLoginRedirect } from '../../../lib/session-storage';
import { demoUserInfo, stopStubs } from '../../../test/app-harness';
import { formFakeApi } from '../../../test/form-fake-api';
import type { FormFakeApi } from '../../../test/form-fake-api';
import { mobileWhere, renderMobile } from '../../../test/mobile-harness';
import { updateAuthFlow } from '../auth-state';
import MobileLoginPage from './login-page';

afterEach(() => {
  cleanup();
  stopStubs();
  updateAuthFlow({ phone: null, posterQr: null, pendingLogin: null });
});

const WAIT = { timeout: 20_000 };

const LOGGED_IN = { data: { token: 'tok-9', uuid: 'u-9', phone: '13800000001' } };

function serve(replies: Parameters<typeof formFakeApi>[0] = {}): FormFakeApi {
  return formFakeApi({
    'POST /pc/login': LOGGED_IN,
    'GET /pc/getuserinfo': { data: demoUserInfo() },
    ...replies,
  });
}

function renderLogin() {
  renderMobile({ '/login': <MobileLoginPage /> }, '/login');
}

/** The input labelled `label` in `scope` (antd-mobile labels its wrapper too). */
function input(scope: HTMLElement, label: string): HTMLInputElement {
  return within(scope).getByRole('textbox', { name: label }) as HTMLInputElement;
}

function passwordInput(scope: HTMLElement): HTMLInputElement {
  const found = scope.querySelector<HTMLInputElement>('input[aria-label="密码"]');
  if (!found) throw new Error('no password input');
  return found;
}

function type(field: HTMLInputElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

function tickTerms(scope: HTMLElement) {
  fireEvent.click(within(scope).getByText(/我已阅读并同意/));
}

function forms(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('form'));
}

describe('MLogin', () => {
  it('says what is missing with the site’s messages before asking the server', async () => {
    const api = serve();
    renderLogin();
    const form = forms()[0]!;
    fireEvent.click(within(form).getByRole('button', { name: '登录' }));
    expect(await within(form).findByText(Msg.accountRequired, {}, WAIT)).toBeTruthy();
    expect(within(form).getByText(Msg.passwordRequired)).toBeTruthy();
    expect(within(form).getByText(Msg.termsRequired)).toBeTruthy();
    expect(api.fieldsOf('POST /pc/login')).toEqual([]);
  });

  it('checks the phone of an SMS login and waits for the slide before sending a code', async () => {
    const api = serve({ 'GET /pc/sms_send': { data: { code: '4321' } } });
    renderLogin();
    fireEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    const form = forms()[1]!;
    type(input(form, '手机号'), '1380000');
    fireEvent.click(within(form).getByRole('button', { name: '登录' }));
    expect(await within(form).findByText(Msg.phoneInvalid, {}, WAIT)).toBeTruthy();
    expect(within(form).getByText(Msg.codeRequired)).toBeTruthy();

    const getCode = within(form).getByRole('button', { name: '获取验证码' }) as HTMLButtonElement;
    expect(getCode.disabled).toBe(true);
    fireEvent.keyDown(within(form).getByRole('slider'), { key: 'End' });
    expect(getCode.disabled).toBe(false);
    type(input(form, '手机号'), '138 0000 0001');
    fireEvent.click(getCode);
    expect(await within(form).findByText('演示模式：验证码 4321', {}, WAIT)).toBeTruthy();
    expect(api.fieldsOf('GET /pc/sms_send')).toEqual([{ phone: '13800000001', type: 'login' }]);
  });

  it('logs in with the password and goes back to the page that sent the person here', async () => {
    const api = serve();
    setLoginRedirect('/m/vipCenter?from=profile');
    renderLogin();
    const form = forms()[0]!;
    type(input(form, '账号'), ' 13800000001 ');
    type(passwordInput(form), 'shangan123');
    tickTerms(form);
    fireEvent.click(within(form).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(mobileWhere()).toBe('/vipCenter?from=profile'), WAIT);
    expect(api.fieldsOf('POST /pc/login')).toEqual([
      { type: '1', account: '13800000001', password: 'shangan123', remember: '0' },
    ]);
    expect(getCookie('edu_token')).toBe('tok-9');
  });

  it('goes to 我的 when nothing was stored, and never back to the login page itself', async () => {
    serve();
    setLoginRedirect('/m/login');
    renderLogin();
    const form = forms()[0]!;
    type(input(form, '账号'), 'demo');
    type(passwordInput(form), 'shangan123');
    tickTerms(form);
    fireEvent.click(within(form).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(mobileWhere()).toBe('/profile'), WAIT);
  });

  it('shows the server’s refusal as it comes and stays', async () => {
    serve({ 'POST /pc/login': { code: 400, msg: '账号或密码错误' } });
    renderLogin();
    const form = forms()[0]!;
    type(input(form, '账号'), '13800000001');
    type(passwordInput(form), 'wrong');
    tickTerms(form);
    fireEvent.click(within(form).getByRole('button', { name: '登录' }));
    expect(await screen.findByText('账号或密码错误', {}, WAIT)).toBeTruthy();
    expect(mobileWhere()).toBe('/login');
    expect(getCookie('edu_token')).toBeNull();
  });

  it('takes an unknown account to registration with its phone', async () => {
    serve({ 'POST /pc/login': { code: 4005, msg: '该账号未注册，请先注册' } });
    renderLogin();
    const form = forms()[0]!;
    type(input(form, '账号'), '13912345678');
    type(passwordInput(form), 'whatever');
    tickTerms(form);
    fireEvent.click(within(form).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(mobileWhere()).toBe('/register'), WAIT);
  });
});
