import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoUserInfo, fakeApi, renderRoutesInApp, stopStubs } from '../../../test/app-harness';
import ConsoleHomePage from './console-home-page';
import ConsoleLayout from './console-layout';
import { BOOK_ROW, LOW_ROW } from './goods-fixtures';
import GoodsPage from './goods-page';

const person = (roles: string[]) => ({ data: { ...demoUserInfo(), roles } });

function renderList(path = '/admin/goods') {
  renderRoutesInApp(
    { '/admin/goods': <GoodsPage />, '/admin/goods/new': <p>新建图书页</p> },
    { path, showWhere: true },
  );
}

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('图书与库存', () => {
  it('opens to warehouse staff and administrators, with the low stock on the overview; not to finance', async () => {
    fakeApi({ 'GET /pc/getuserinfo': person(['admin']) }, { signedIn: true });
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin' });
    expect(within(await screen.findByRole('menu')).getByText('图书与库存')).toBeTruthy();
    cleanup();

    fakeApi({ 'GET /pc/getuserinfo': person(['finance']) }, { signedIn: true });
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin/goods/8' });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('订单与退款')).toBeTruthy();
    expect(within(menu).queryByText('图书与库存')).toBeNull();
    expect(screen.getByText(/不能使用「图书与库存」/)).toBeTruthy();
    cleanup();

    fakeApi({ 'GET /pc/getuserinfo': person(['staff']) }, { signedIn: true });
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin' });
    const staffMenu = await screen.findByRole('menu');
    expect(within(staffMenu).getByRole('link', { name: '图书与库存' }).getAttribute('href')).toBe(
      '/admin/goods',
    );
    expect(within(staffMenu).queryByText('课程管理')).toBeNull();
    cleanup();

    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['staff']),
        'GET /console/goods': { data: { list: [LOW_ROW], total: 4 } },
        'GET /console/orders': { data: { list: [], total: 0 } },
      },
      { signedIn: true },
    );
    renderRoutesInApp({ '/admin': <ConsoleHomePage /> }, { path: '/admin' });
    const card = await screen.findByRole('link', { name: '图书与库存' });
    await waitFor(() => expect(card.textContent).toContain('4 种图书库存紧张'));
    expect(api.fieldsOf('GET /console/goods')).toEqual([{ lowStock: 'true', pageSize: '1' }]);
  });

  it('lists books with their cover, price, stock, sales and state, found by title and low stock', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['staff']),
        'GET /console/goods': { data: { list: [BOOK_ROW, LOW_ROW], total: 2 } },
      },
      { signedIn: true },
    );
    renderList();
    const row = (await screen.findByText(BOOK_ROW.title)).closest('tr')!;
    const cover = within(row).getByRole('img', { name: `${BOOK_ROW.title}封面` });
    expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['36', '48']);
    expect(cover.getAttribute('src')).toBe(BOOK_ROW.coverUrl);
    expect(within(row).getByText('申论')).toBeTruthy();
    expect(within(row).getByText('￥59.80')).toBeTruthy();
    expect(within(row).getByText('120')).toBeTruthy();
    expect(within(row).queryByText('库存紧张')).toBeNull();
    expect(within(row).getByText('342')).toBeTruthy();
    expect(within(row).getByText('在售')).toBeTruthy();
    expect(within(row).getByText('2026-11-28 10:00')).toBeTruthy();
    expect(
      within(row)
        .getByRole('link', { name: `编辑${BOOK_ROW.title}` })
        .getAttribute('href'),
    ).toBe('/admin/goods/8');
    expect(within(row).getByRole('button', { name: `库存变动：${BOOK_ROW.title}` })).toBeTruthy();
    const low = screen.getByText(LOW_ROW.title).closest('tr')!;
    expect(within(low).getByText('3')).toBeTruthy();
    expect(within(low).getByText('库存紧张')).toBeTruthy();
    expect(within(low).getByText('未分类')).toBeTruthy();
    expect(within(low).getByText('已下架')).toBeTruthy();
    expect(screen.getByText('共 2 种')).toBeTruthy();
    expect(api.fieldsOf('GET /console/goods')).toEqual([{ page: '1', pageSize: '20' }]);

    api.replies['GET /console/goods'] = { data: { list: [LOW_ROW], total: 1 } };
    fireEvent.click(screen.getByRole('checkbox', { name: /只看库存紧张/ }));
    await waitFor(() =>
      expect(api.fieldsOf('GET /console/goods').at(-1)).toEqual({
        page: '1',
        pageSize: '20',
        lowStock: 'true',
      }),
    );
    expect(screen.getByTestId('where').textContent).toBe('/admin/goods?lowStock=1');

    api.replies['GET /console/goods'] = { data: { list: [], total: 0 } };
    const search = screen.getByRole('searchbox', { name: '搜索图书' });
    fireEvent.change(search, { target: { value: ' 申论 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter' });
    await waitFor(() =>
      expect(api.fieldsOf('GET /console/goods').at(-1)).toEqual({
        page: '1',
        pageSize: '20',
        keyword: '申论',
        lowStock: 'true',
      }),
    );
    expect(screen.getByTestId('where').textContent).toBe(
      '/admin/goods?lowStock=1&keyword=%E7%94%B3%E8%AE%BA',
    );
    expect(await screen.findByText('没有找到符合条件的图书')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /新建图书/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/goods/new'));
  });

  it('keeps the low-stock filter of the address, says when there are no books, and reloads a failed list', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['staff']),
        'GET /console/goods': { code: 500, msg: '服务器开小差了' },
      },
      { signedIn: true },
    );
    renderList('/admin/goods?lowStock=1&page=2');
    expect(await screen.findByText('图书加载失败')).toBeTruthy();
    expect(screen.getByText('服务器开小差了')).toBeTruthy();
    expect(api.fieldsOf('GET /console/goods')).toEqual([
      { page: '2', pageSize: '20', lowStock: 'true' },
    ]);
    cleanup();

    api.replies['GET /console/goods'] = { code: 500, msg: '服务器开小差了' };
    renderList();
    expect(await screen.findByText('图书加载失败')).toBeTruthy();
    api.replies['GET /console/goods'] = { data: { list: [], total: 0 } };
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('还没有图书')).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: /只看库存紧张/ }) as HTMLInputElement).checked,
    ).toBe(false);
  });
});
