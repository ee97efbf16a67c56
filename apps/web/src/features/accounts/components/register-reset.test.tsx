import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { Msg } from '@shangan/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getAuthDialog } from '../../../lib/auth-dialog';
import { getCookie, setCookie } from '../../../lib/cookies';
import {
  calls,
  DEMO_USER,
  findDialog,
  openDialog,
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
  teardownHarness();
});

function fillRegistration(dialog: HTMLElement) {
  type(dialog, '姓名', '李同学');
  type(dialog, '手机号', '13912345678');
  type(dialog, '验证码', '1234');
  type(dialog, '密码', 'abc12345');
}

describe('register dialog', () => {
  it('rejects a bad phone, a bad email and unticked terms without calling the server', async () => {
    const dialog = await openDialog(harness, 'register', '注册账号');
    fillRegistration(dialog);
    type(dialog, '手机号', '1391234567');
    type(dialog, '邮箱', 'li@example');
    submit(dialog, '注 册');
    expect(await within(dialog).findByText(Msg.phoneInvalid)).toBeTruthy();
    expect(within(dialog).getByText(Msg.emailInvalid)).toBeTruthy();
    expect(within(dialog).getByText(Msg.termsRequired)).toBeTruthy();
    expect(harness.requests).toEqual([]);
  });

  it('asks for name, phone, code and password', async () => {
    const dialog = await openDialog(harness, 'register', '注册账号');
    tickTerms(dialog);
    submit(dialog, '注 册');
    expect(await within(dialog).findByText('请输入姓名')).toBeTruthy();
    // antd shows each field's message as its own check settles: on a busy machine, not all at once.
    for (const text of [Msg.phoneRequired, Msg.codeRequired, Msg.passwordRequired]) {
      expect(await within(dialog).findByText(text)).toBeTruthy();
    }
    expect(within(dialog).getByLabelText('验证码').getAttribute('maxlength')).toBe('4');
  });

  it('registers, logs in and shows the poster QR; closing it continues', async () => {
    harness.replies['POST /h5/lxuserRegister'] = {
      data: {
        token: 'tok-r',
        uuid: 'u',
        phone: '13912345678',
        poster_qr_code_for_pc: 'data:image/png;base64,AAAA',
      },
    };
    harness.replies['GET /pc/getuserinfo'] = { data: { ...DEMO_USER, telephone: '13912345678' } };
    const dialog = await openDialog(harness, 'register', '注册账号');
    fillRegistration(dialog);
    tickTerms(dialog);
    submit(dialog, '注 册');

    const poster = await findDialog('注册成功');
    expect(within(poster).getByRole('img', { name: '专属邀请二维码' }).getAttribute('src')).toBe(
      'data:image/png;base64,AAAA',
    );
    expect(calls(harness, 'POST /h5/lxuserRegister')[0]?.fields).toEqual({
      realname: '李同学',
      phone: '13912345678',
      code: '1234',
      email: '',
      password: 'abc12345',
      remember: '0',
    });
    expect(getCookie('edu_token')).toBe('tok-r');
    fireEvent.click(within(poster).getByRole('button', { name: '开始学习' }));
    expect(getAuthDialog()).toBeNull();
  });

  it('goes back to login', async () => {
    const dialog = await openDialog(harness, 'register', '注册账号');
    fireEvent.click(within(dialog).getByRole('button', { name: '立即登录' }));
    expect(getAuthDialog()).toBe('login');
  });
});

describe('reset password dialog', () => {
  it('needs the confirmation and says when the two passwords differ', async () => {
    const dialog = await openDialog(harness, 'resetPassword', '找回密码');
    type(dialog, '手机号', '13800000001');
    type(dialog, '验证码', '1234');
    type(dialog, '新密码', 'newpass123');
    submit(dialog, '确 定');
    expect(await within(dialog).findByText(Msg.passwordAgainRequired)).toBeTruthy();

    type(dialog, '确认密码', 'newpass124');
    submit(dialog, '确 定');
    expect(await within(dialog).findByText(Msg.passwordMismatch)).toBeTruthy();
    expect(harness.requests).toEqual([]);
  });

  it('resets, says 密码设置成功, forgets this tab’s session and returns to login', async () => {
    setCookie('edu_token', 'old-session');
    harness.replies['POST /pc/forgetPassword'] = { msg: Msg.passwordSet };
    const dialog = await openDialog(harness, 'resetPassword', '找回密码');
    type(dialog, '手机号', '13800000001');
    type(dialog, '验证码', '1234');
    type(dialog, '新密码', 'newpass123');
    type(dialog, '确认密码', 'newpass123');
    submit(dialog, '确 定');

    await waitFor(() => expect(getAuthDialog()).toBe('login'));
    expect(harness.notices).toContainEqual(['success', Msg.passwordSet]);
    expect(getCookie('edu_token')).toBeNull();
    expect(calls(harness, 'POST /pc/forgetPassword')[0]?.fields).toEqual({
      phone: '13800000001',
      phoneCode: '1234',
      password: 'newpass123',
      passwordSecond: 'newpass123',
    });
    const login = await findDialog('账号登录');
    expect((within(login).getByLabelText('账号') as HTMLInputElement).value).toBe('13800000001');
  });
});
