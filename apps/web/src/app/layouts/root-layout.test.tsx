import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setCookie } from '../../lib/cookies';
import { demoUserInfo } from '../../test/app-harness';
import { clearCookies, envelopeResponse } from '../../test/browser-state';
import { siteConfigFixture } from '../../test/site-config-fixture';
import { AppProviders } from '../providers';
import { appRoutes } from '../routes/app-routes';

function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

// jsdom does not scroll; ScrollRestoration calls this on every navigation.
beforeAll(() => {
  window.scrollTo = () => undefined;
  // Lazy routes and antd render slowly under jsdom when the machine is busy.
  configure({ asyncUtilTimeout: 5_000 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearCookies();
});

describe('app shell', () => {
  it('shows header, page, footer and toolbar, and greys the Home route', async () => {
    renderApp('/');
    // The home page itself loads its data from the API, which jsdom has no server for.
    await screen.findByRole('navigation', { name: '主导航' });
    const nav = screen.getByRole('navigation', { name: '主导航' });
    for (const label of ['首页', '网校', '课程', '题库', '图书', '下载APP', '关于我们']) {
      expect(nav.textContent).toContain(label);
    }
    expect(screen.getByRole('link', { name: '企业文化' }).getAttribute('href')).toBe(
      '/enterprise?id=81&type=2',
    );
    expect(screen.getByRole('complementary', { name: '快捷服务' })).toBeTruthy();
    expect(document.documentElement.classList.contains('grey-mode')).toBe(true);
    expect(document.title).toBe('上岸 - 公务员/选调生考试备考');
  });

  it('greys the home page only while the site setting is on', async () => {
    const serveConfig = (grayMode: boolean) =>
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL) =>
          new URL(String(input), 'http://localhost').pathname === '/api/v1/pc/siteConfig'
            ? envelopeResponse(200, 200, '', siteConfigFixture({ grayMode }))
            : envelopeResponse(200, 200, '', null),
        ),
      );
    const html = document.documentElement;

    serveConfig(false);
    renderApp('/');
    await screen.findByRole('navigation', { name: '主导航' });
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    // The Home route keeps its grey-mode class, but on an ordinary day nothing turns it grey.
    expect(html.classList.contains('grey-mode')).toBe(true);
    expect(html.getAttribute('data-gray-mode')).toBeNull();
    cleanup();

    serveConfig(true);
    const router = renderApp('/');
    await waitFor(() => expect(html.getAttribute('data-gray-mode')).toBe('on'));
    expect(html.classList.contains('grey-mode')).toBe(true);
    await router.navigate('/aboutUs');
    await waitFor(() => expect(html.classList.contains('grey-mode')).toBe(false));
  });

  it('renders a member page in its section without footer or grey mode', async () => {
    // Member pages need a login: a token and the account it belongs to.
    setCookie('edu_token', 'test-token');
    const userInfo = demoUserInfo({ id: 1 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (String(url).includes('/pc/getuserinfo'))
          return envelopeResponse(200, 200, '', userInfo);
        if (String(url).includes('/pc/feedback/mine')) {
          return envelopeResponse(200, 200, '', { list: [], total: 0 });
        }
        return envelopeResponse(404, 404, '请求的接口不存在');
      }),
    );
    renderApp('/personalCenter/feedback');
    await screen.findByRole('heading', { name: '意见反馈' });
    expect(await screen.findByText('还没有提交过反馈')).toBeTruthy();
    expect(document.title).toBe('意见反馈 - 上岸');
    expect(document.documentElement.classList.contains('grey-mode')).toBe(false);
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('hides footer and toolbar on the login page', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: '登录' });
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('complementary', { name: '快捷服务' })).toBeNull();
  });

  it('sends unknown addresses to the error page and /list to /list.html', async () => {
    const router = renderApp('/no/such/page');
    await screen.findByText('抱歉，您访问的页面走丢了');
    expect(router.state.location.pathname).toBe('/error');

    await router.navigate('/list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/list.html'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
