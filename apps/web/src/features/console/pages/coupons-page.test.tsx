import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleCouponMsg } from '@shangan/shared';
import { demoUserInfo, fakeApi, renderRoutesInApp, stopStubs } from '../../../test/app-harness';
import ConsoleHomePage from './console-home-page';
import ConsoleLayout from './console-layout';
import { DAYS_ROW, EXPIRED_ROW } from './coupon-fixtures';
import CouponsPage from './coupons-page';

const person = (roles: string[]) => ({ data: { ...demoUserInfo(), roles } });

function renderList(path = '/admin/coupons') {
  renderRoutesInApp({ '/admin/coupons': <CouponsPage /> }, { path, showWhere: true });
}

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('优惠券', () => {
  it('opens to finance and administrators, with the kinds counted on the overview; not to warehouse staff', async () => {
    fakeApi({ 'GET /pc/getuserinfo': person(['admin']) }, { signedIn: true });
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin' });
    expect(within(await screen.findByRole('menu')).getByText('优惠券')).toBeTruthy();
    cleanup();

    fakeApi({ 'GET /pc/getuserinfo': person(['staff']) }, { signedIn: true });
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin/coupons' });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('图书与库存')).toBeTruthy();
    expect(within(menu).queryByText('优惠券')).toBeNull();
    expect(screen.getByText(/不能使用「优惠券」/)).toBeTruthy();
    cleanup();

    fakeApi({ 'GET /pc/getuserinfo': person(['finance']) }, { signedIn: true });
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin' });
    const financeMenu = await screen.findByRole('menu');
    expect(within(financeMenu).getByRole('link', { name: '优惠券' }).getAttribute('href')).toBe(
      '/admin/coupons',
    );
    expect(within(financeMenu).queryByText('图书与库存')).toBeNull();
    cleanup();

    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['finance']),
        'GET /console/coupons': { data: { list: [DAYS_ROW], total: 3 } },
        'GET /console/orders': { data: { list: [], total: 0 } },
      },
      { signedIn: true },
    );
    renderRoutesInApp({ '/admin': <ConsoleHomePage /> }, { path: '/admin' });
    const card = await screen.findByRole('link', { name: '优惠券' });
    await waitFor(() => expect(card.textContent).toContain('3 种优惠券'));
    expect(api.fieldsOf('GET /console/coupons')).toEqual([{ pageSize: '1' }]);
  });

  it('lists the kinds with their rule, scope, validity and counts; an expired one cannot be handed out', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['finance']),
        'GET /console/coupons': { data: { list: [DAYS_ROW, EXPIRED_ROW], total: 23 } },
      },
      { signedIn: true },
    );
    renderList();
    const row = (await screen.findByText(DAYS_ROW.name)).closest('tr')!;
    for (const text of ['满100减20', '仅限图书', '发放后 30 天内有效', '340', '57']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(within(row).getByText('2026-11-28 10:00')).toBeTruthy();
    expect(within(row).queryByText('已过期')).toBeNull();
    const give = within(row).getByRole('button', { name: `发放：${DAYS_ROW.name}` });
    expect((give as HTMLButtonElement).disabled).toBe(false);

    const expired = screen.getByText(EXPIRED_ROW.name).closest('tr')!;
    for (const text of ['无门槛减10', '全场通用', '2026-11-01 至 2026-11-11', '1200', '815']) {
      expect(within(expired).getByText(text)).toBeTruthy();
    }
    expect(within(expired).getByText('已过期')).toBeTruthy();
    const refused = within(expired).getByRole('button', { name: `发放：${EXPIRED_ROW.name}` });
    expect((refused as HTMLButtonElement).disabled).toBe(true);
    fireEvent.mouseEnter(refused.parentElement!);
    expect(await screen.findByText(ConsoleCouponMsg.expired)).toBeTruthy();

    expect(screen.getByText('共 23 种')).toBeTruthy();
    expect(api.fieldsOf('GET /console/coupons')).toEqual([{ page: '1', pageSize: '20' }]);
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(api.fieldsOf('GET /console/coupons').at(-1)).toEqual({ page: '2', pageSize: '20' }),
    );
    expect(screen.getByTestId('where').textContent).toBe('/admin/coupons?page=2');
  });

  it('keeps the page of the address, reloads a failed list and says when there are no coupons', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['finance']),
        'GET /console/coupons': { code: 500, msg: '服务器开小差了' },
      },
      { signedIn: true },
    );
    renderList('/admin/coupons?page=3');
    expect(await screen.findByText('优惠券加载失败')).toBeTruthy();
    expect(screen.getByText('服务器开小差了')).toBeTruthy();
    expect(api.fieldsOf('GET /console/coupons')).toEqual([{ page: '3', pageSize: '20' }]);

    api.replies['GET /console/coupons'] = { data: { list: [], total: 0 } };
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('还没有优惠券')).toBeTruthy();
    expect(api.fieldsOf('GET /console/coupons')).toHaveLength(2);
  });
});
