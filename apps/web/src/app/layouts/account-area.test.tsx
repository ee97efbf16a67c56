import {
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getAuthDialog } from '../../lib/auth-dialog';
import { getCookie, setCookie } from '../../lib/cookies';
import { registerRouterNavigate } from '../../lib/navigation';
import { clearSession } from '../../lib/session-storage';
import { envelopeResponse, resetBrowserState } from '../../test/browser-state';
import { AppProviders } from '../providers';
import { appRoutes } from '../routes/app-routes';

const USER = {
  id: 3,
  telephone: '13800000001',
  nick_name: '小岸同学',
  user_name: 'sa13800000001',
  head_portrait: '',
  weight: 0,
  trialVip: 0,
  vip: '',
  icon: '',
  expiration_time: null,
  realname: '小岸同学',
  email: null,
  hasPassword: true,
};

/** The app on a memory router that plain modules (logout) navigate, like app/router.tsx does. */
function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  registerRouterNavigate((to, { replace }) => {
    window.history.replaceState(null, '', to);
    void router.navigate(to, { replace });
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

function serve() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/v1/pc/getuserinfo') return envelopeResponse(200, 200, '', USER);
    if (path === '/api/v1/pc/logout') return envelopeResponse(200, 200, '退出登录成功');
    return envelopeResponse(200, 200, '', null);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeAll(() => {
  window.scrollTo = () => undefined;
  // The whole app renders here, lazy pages included: give a busy machine time.
  configure({ asyncUtilTimeout: 5_000 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  registerRouterNavigate(null);
  resetBrowserState();
});

describe('header account area', { timeout: 20_000 }, () => {
  it('shows 登录 and 注册 to visitors', async () => {
    serve();
    renderApp('/aboutUs');
    const header = await screen.findByRole('banner');
    // The account area waits for the (absent) session to be read before it offers 登录.
    const login = await within(header).findByRole('link', { name: '登录' });
    expect(login.getAttribute('href')).toBe('/login');
    expect(within(header).getByRole('link', { name: '注册' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(within(header).queryByRole('navigation', { name: '会员导航' })).toBeNull();
  });

  it('shows members their links and the user menu, and logs out from it', async () => {
    setCookie('edu_token', 'tok');
    const fetchMock = serve();
    const router = renderApp('/aboutUs');
    const header = await screen.findByRole('banner');
    const links = await within(header).findByRole('navigation', { name: '会员导航' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['会员中心', '/personalCenter'],
      ['我的订单', '/personalCenter/order'],
      ['我的课程', '/personalCenter/myCourse'],
      ['我的收藏', '/personalCenter/myCollection'],
      ['我的作业', '/personalCenter/myHomework'],
    ]);
    expect(within(header).queryByRole('link', { name: '登录' })).toBeNull();

    fireEvent.click(within(header).getByRole('button', { name: '账号菜单：小岸同学' }));
    expect(await screen.findByRole('link', { name: '账号设置' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '修改手机号' }));
    expect(getAuthDialog()).toBe('changePhone');

    fireEvent.click(within(header).getByRole('button', { name: '账号菜单：小岸同学' }));
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    expect(await screen.findByText('退出登录成功')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/pc/logout'))).toBe(true);
    expect(getCookie('edu_token')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await within(header).findByRole('link', { name: '登录' })).toBeTruthy();
  });

  it('opens the login dialog from a member link once the token is gone', async () => {
    setCookie('edu_token', 'tok');
    serve();
    const router = renderApp('/aboutUs');
    const links = await screen.findByRole('navigation', { name: '会员导航' });
    clearSession();
    fireEvent.click(within(links).getByRole('link', { name: '我的订单' }));
    expect(getAuthDialog()).toBe('login');
    expect(router.state.location.pathname).toBe('/aboutUs');
  });

  it('keeps member pages closed to visitors and asks them to log in', async () => {
    serve();
    renderApp('/personalCenter/myCourse');
    expect(await screen.findByText('请先登录')).toBeTruthy();
    await waitFor(() => expect(getAuthDialog()).toBe('login'));
    expect(screen.queryByRole('heading', { name: '我的课程' })).toBeNull();
  });
});
