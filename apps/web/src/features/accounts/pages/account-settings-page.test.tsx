import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Msg } from '@shangan/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getAuthDialog } from '../../../lib/auth-dialog';
import { getCookie, setCookie } from '../../../lib/cookies';
import {
  calls,
  DEMO_USER,
  findDialog,
  passSlider,
  setupHarness,
  submit,
  teardownHarness,
  type,
} from '../test-utils';
import type { Harness } from '../test-utils';
import AccountSettingsPage from './account-settings-page';

let harness: Harness;
beforeEach(() => {
  harness = setupHarness();
  setCookie('edu_token', 'tok');
});
afterEach(() => {
  cleanup();
  teardownHarness();
});

async function openChangePassword(user: Record<string, unknown> = {}) {
  harness.replies['GET /pc/getuserinfo'] = { data: { ...DEMO_USER, ...user } };
  const router = createMemoryRouter([{ path: '/', element: <AccountSettingsPage /> }]);
  render(
    <QueryClientProvider client={harness.queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  fireEvent.click(await screen.findByRole('button', { name: '修改密码' }));
  return findDialog('修改密码');
}

// The page, its dialog and antd's form take seconds to render in jsdom on a busy machine.
describe('账号设置 → 修改密码', { timeout: 20_000 }, () => {
  it('opens a dialog of its own, not the forgotten-password one', async () => {
    const dialog = await openChangePassword();
    expect(within(dialog).getByLabelText('原密码')).toBeTruthy();
    expect(within(dialog).queryByText('返回登录')).toBeNull();
    expect(screen.queryByText('找回密码')).toBeNull();
    expect(getAuthDialog()).toBeNull();
  });

  it('asks for the old password and a new, confirmed, different one before calling', async () => {
    const dialog = await openChangePassword();
    submit(dialog, '确 定');
    expect(await within(dialog).findByText('请输入原密码')).toBeTruthy();
    expect(within(dialog).getByText(Msg.passwordRequired)).toBeTruthy();
    expect(within(dialog).getByText(Msg.passwordAgainRequired)).toBeTruthy();

    type(dialog, '原密码', 'old-pass1');
    type(dialog, '新密码', 'old-pass1');
    type(dialog, '确认密码', 'old-pass2');
    submit(dialog, '确 定');
    expect(await within(dialog).findByText('新密码不能与原密码相同')).toBeTruthy();
    expect(within(dialog).getByText(Msg.passwordMismatch)).toBeTruthy();
    expect(calls(harness, 'POST /pc/modifyPassword')).toEqual([]);
  });

  it('changes the password with the old one and keeps this session', async () => {
    harness.replies['POST /pc/modifyPassword'] = ({ oldPassword }) =>
      oldPassword === 'old-pass1'
        ? { msg: '密码修改成功' }
        : { code: 400, status: 400, msg: '原密码错误' };
    const dialog = await openChangePassword();
    type(dialog, '原密码', 'not-mine1');
    type(dialog, '新密码', 'new-pass2');
    type(dialog, '确认密码', 'new-pass2');
    submit(dialog, '确 定');
    await waitFor(() => expect(harness.notices).toContainEqual(['error', '原密码错误']));
    expect(screen.getByText('修改密码', { selector: '.ant-modal-title' })).toBeTruthy();

    type(dialog, '原密码', 'old-pass1');
    submit(dialog, '确 定');
    await waitFor(() => expect(harness.notices).toContainEqual(['success', '密码修改成功']));
    expect(calls(harness, 'POST /pc/modifyPassword').at(-1)?.fields).toEqual({
      type: '1',
      oldPassword: 'old-pass1',
      password: 'new-pass2',
      passwordSecond: 'new-pass2',
    });
    expect(getCookie('edu_token')).toBe('tok');
  });

  it('changes the password with a code sent to the account’s own phone', async () => {
    harness.replies['GET /pc/sms_send'] = { data: { code: '1234' } };
    harness.replies['POST /pc/modifyPassword'] = { msg: '密码修改成功' };
    const dialog = await openChangePassword();
    fireEvent.click(within(dialog).getByText('短信验证'));
    const phone = (await within(dialog).findByLabelText('手机号')) as HTMLInputElement;
    expect(phone.value).toBe('13800000001');
    expect(phone.disabled).toBe(true);

    passSlider(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(calls(harness, 'GET /pc/sms_send')).toHaveLength(1));
    expect(calls(harness, 'GET /pc/sms_send')[0]?.fields).toEqual({
      phone: '13800000001',
      type: 'password',
    });
    type(dialog, '验证码', '1234');
    type(dialog, '新密码', 'new-pass2');
    type(dialog, '确认密码', 'new-pass2');
    submit(dialog, '确 定');
    await waitFor(() => expect(harness.notices).toContainEqual(['success', '密码修改成功']));
    expect(calls(harness, 'POST /pc/modifyPassword')[0]?.fields).toEqual({
      type: '10',
      phoneCode: '1234',
      password: 'new-pass2',
      passwordSecond: 'new-pass2',
    });
  });

  it('offers only the old password to an account without a phone', async () => {
    const dialog = await openChangePassword({ telephone: null });
    const sms = within(dialog).getByRole('radio', { name: '短信验证' }) as HTMLInputElement;
    expect(sms.disabled).toBe(true);
  });

  it('leaves an account without a password to 设置密码', async () => {
    harness.replies['GET /pc/getuserinfo'] = { data: { ...DEMO_USER, hasPassword: false } };
    const router = createMemoryRouter([{ path: '/', element: <AccountSettingsPage /> }]);
    render(
      <QueryClientProvider client={harness.queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('button', { name: '设置密码' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '修改密码' })).toBeNull();
  });
});
