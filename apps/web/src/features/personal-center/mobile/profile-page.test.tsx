import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Msg } from '@shangan/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { getCookie } from '../../../lib/cookies';
import { stopStubs } from '../../../test/app-harness';
import { formFakeApi } from '../../../test/form-fake-api';
import { mobileWhere, renderMobile } from '../../../test/mobile-harness';
import MobileProfilePage from './profile-page';

afterEach(() => {
  cleanup();
  stopStubs();
});

const WAIT = { timeout: 20_000 };

function renderProfile() {
  renderMobile({ '/profile': <MobileProfilePage /> }, '/profile');
}

describe('MProfile', () => {
  it('offers a visitor 登录 and 注册, and the entries', async () => {
    const api = formFakeApi({});
    renderProfile();
    expect(await screen.findByText('登录上岸，开启备考之路', {}, WAIT)).toBeTruthy();
    for (const entry of [
      '我的课程',
      '我的订单',
      '我的收藏',
      '错题本',
      'VIP会员',
      '账户设置',
      '意见反馈',
    ]) {
      expect(screen.getByText(entry)).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: '退出登录' })).toBeNull();
    // A visitor costs no request for who they are.
    expect(api.fieldsOf('GET /pc/getuserinfo')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(mobileWhere()).toBe('/register');
  });

  it('shows who is logged in: name, masked phone, VIP tier and expiry', async () => {
    formFakeApi(
      {},
      {
        signedIn: true,
        user: {
          nick_name: '小岸同学',
          weight: 10,
          vip: 'VIP会员',
          expiration_time: '2026-12-28T15:59:59.000Z',
        },
      },
    );
    renderProfile();
    expect(await screen.findByText('小岸同学', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('138****0001')).toBeTruthy();
    expect(screen.getByText('VIP会员', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText('2026-12-28 到期')).toBeTruthy();
    expect(screen.queryByText('13800000001')).toBeNull();
  });

  it('leads to 我的课程 with its own tab', async () => {
    formFakeApi({}, { signedIn: true });
    renderProfile();
    fireEvent.click(await screen.findByText('我的课程', {}, WAIT));
    expect(mobileWhere()).toBe('/course?tab=mine');
  });

  it('logs out on the server after asking, then shows the visitor view', async () => {
    const api = formFakeApi({ 'POST /pc/logout': { data: null } }, { signedIn: true });
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }, WAIT));
    const confirm = await screen.findAllByRole('button', { name: '退出登录' }, WAIT);
    fireEvent.click(confirm.at(-1)!);
    expect(await screen.findByText('登录上岸，开启备考之路', {}, WAIT)).toBeTruthy();
    expect(api.fieldsOf('POST /pc/logout')).toHaveLength(1);
    expect(getCookie('edu_token')).toBeNull();
    await waitFor(() => expect(screen.getByText(Msg.logoutOk)).toBeTruthy(), WAIT);
  });
});
