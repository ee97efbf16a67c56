import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { Msg } from '@shangan/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getAuthDialog } from '../../../lib/auth-dialog';
import { setCookie } from '../../../lib/cookies';
import { updateAuthFlow } from '../auth-state';
import {
  calls,
  DEMO_USER,
  openDialog,
  passSlider,
  setupHarness,
  submit,
  teardownHarness,
  type,
} from '../test-utils';
import type { Harness } from '../test-utils';

let harness: Harness;
beforeEach(() => {
  harness = setupHarness();
  setCookie('edu_token', 'tok');
  harness.replies['GET /pc/getuserinfo'] = { data: DEMO_USER };
});
afterEach(() => {
  cleanup();
  teardownHarness();
});

describe('change phone dialog', () => {
  it('is 360 px and proves the old phone before asking for the new one', async () => {
    harness.replies['POST /pc/sms_verify'] = ({ code }) =>
      code === '1111' ? { msg: '验证成功' } : { code: 400, status: 400, msg: Msg.codeInvalid };
    harness.replies['GET /pc/sms_send'] = { data: { code: '1111' } };
    const dialog = await openDialog(harness, 'changePhone', '修改手机号');
    expect(dialog.closest<HTMLElement>('.ant-modal')?.style.width).toBe('360px');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('原手机号') as HTMLInputElement).value).toBe(
        '13800000001',
      ),
    );

    submit(dialog, '下一步');
    expect(await within(dialog).findByText(Msg.codeRequired)).toBeTruthy();
    passSlider(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(calls(harness, 'GET /pc/sms_send')).toHaveLength(1));
    expect(calls(harness, 'GET /pc/sms_send')[0]?.fields).toMatchObject({ type: 'old_phone' });

    type(dialog, '验证码', '2222');
    submit(dialog, '下一步');
    await waitFor(() => expect(harness.notices).toContainEqual(['error', Msg.codeInvalid]));
    expect(within(dialog).queryByLabelText('新手机号')).toBeNull();

    type(dialog, '验证码', '1111');
    submit(dialog, '下一步');
    const newPhone = await within(dialog).findByLabelText('新手机号');

    submit(dialog, '确 定');
    expect(await within(dialog).findByText(Msg.newPhoneRequired)).toBeTruthy();
    type(dialog, '新手机号', '1390000');
    expect(await within(dialog).findByText(Msg.phoneInvalidPlain)).toBeTruthy();
    expect(newPhone).toBeTruthy();
    expect(calls(harness, 'POST /pc/modifyMobile')).toEqual([]);
  });

  it('changes the phone with both codes, says 手机号修改成功 and reloads the user', async () => {
    harness.replies['POST /pc/sms_verify'] = { msg: '验证成功' };
    harness.replies['POST /pc/modifyMobile'] = { msg: Msg.phoneChanged };
    const dialog = await openDialog(harness, 'changePhone', '修改手机号');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('原手机号') as HTMLInputElement).value).not.toBe(''),
    );
    type(dialog, '验证码', '1111');
    submit(dialog, '下一步');
    await within(dialog).findByLabelText('新手机号');
    harness.replies['GET /pc/getuserinfo'] = { data: { ...DEMO_USER, telephone: '13900000002' } };
    type(dialog, '新手机号', '13900000002');
    type(dialog, '验证码', '2222');
    submit(dialog, '确 定');

    await waitFor(() => expect(getAuthDialog()).toBeNull());
    expect(calls(harness, 'POST /pc/modifyMobile')[0]?.fields).toEqual({
      old_mobile: '13800000001',
      old_code: '1111',
      new_mobile: '13900000002',
      new_code: '2222',
    });
    expect(harness.notices).toContainEqual(['success', Msg.phoneChanged]);
    expect(localStorage.getItem('phone')).toBe('13900000002');
  });
});

describe('complete phone dialog', () => {
  it('cannot be closed while a login waits for the phone, then finishes it', async () => {
    updateAuthFlow({ pendingLogin: { keep: false } });
    harness.replies['POST /pc/bindPhone'] = { msg: Msg.phoneCompleted };
    const dialog = await openDialog(harness, 'completePhone', '补齐手机号');
    expect(dialog.closest<HTMLElement>('.ant-modal')?.style.width).toBe('360px');
    expect(within(dialog).queryByRole('button', { name: /关闭|Close/ })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(getAuthDialog()).toBe('completePhone');

    submit(dialog, '确 定');
    expect(await within(dialog).findByText(Msg.phoneRequired)).toBeTruthy();
    type(dialog, '手机号', '13700000003');
    type(dialog, '验证码', '3333');
    submit(dialog, '确 定');
    await waitFor(() => expect(getAuthDialog()).toBeNull());
    expect(harness.notices).toContainEqual(['success', Msg.phoneCompleted]);
    expect(calls(harness, 'POST /pc/bindPhone')[0]?.fields).toEqual({
      phone: '13700000003',
      phoneCode: '3333',
    });
  });
});
