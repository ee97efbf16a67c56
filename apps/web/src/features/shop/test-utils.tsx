/**
 * Test harness for the shop pages: the app's antd and query providers, a memory router at a
 * path, a signed-in demo user, and a fake server answering `METHOD /path` (without /api/v1 or
 * /gxw-web-student) from a table; every request is recorded with its fields.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { setCookie } from '../../lib/cookies';
import { setNoticeSink } from '../../lib/notifier';
import { envelopeResponse, resetBrowserState } from '../../test/browser-state';

export const DEMO_USER = {
  id: 7,
  telephone: '13800000001',
  nick_name: '小岸',
  user_name: 'sa13800000001',
  head_portrait: '',
  weight: 0,
  trialVip: 0,
  vip: '',
  icon: '',
  expiration_time: null,
  realname: '小岸',
  email: null,
  hasPassword: true,
};

export type Reply = unknown | ((fields: Record<string, string>) => unknown);

export interface FakeServer {
  requests: Array<{ call: string; fields: Record<string, string> }>;
  notices: Array<[string, string]>;
  /** `data` of a success answer by `METHOD /path`; unknown calls answer 404. */
  replies: Record<string, Reply>;
  calls: (call: string) => Array<Record<string, string>>;
}

export function fakeServer(): FakeServer {
  resetBrowserState();
  setCookie('edu_token', 'tok');
  const server: FakeServer = {
    requests: [],
    notices: [],
    replies: { 'GET /pc/getuserinfo': DEMO_USER },
    calls: (call) => server.requests.filter((r) => r.call === call).map((r) => r.fields),
  };
  setNoticeSink((level, text) => server.notices.push([level, text]));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.replace(/^\/(api\/v1|gxw-web-student)/, '');
      const call = `${init?.method ?? 'GET'} ${path}`;
      const fields: Record<string, string> = Object.fromEntries(url.searchParams);
      if (typeof init?.body === 'string' && !init.body.startsWith('{')) {
        Object.assign(fields, Object.fromEntries(new URLSearchParams(init.body)));
      }
      server.requests.push({ call, fields });
      if (!(call in server.replies)) return envelopeResponse(404, 404, '请求的接口不存在');
      const reply = server.replies[call];
      const data =
        typeof reply === 'function' ? (reply as (f: typeof fields) => unknown)(fields) : reply;
      return envelopeResponse(200, 200, '', data);
    }),
  );
  return server;
}

export function stopFakeServer(): void {
  vi.unstubAllGlobals();
  setNoticeSink(null);
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/**
 * Renders `page` at `path` with the app's providers; `route` is the route table's pattern when
 * the page reads path parameters (by default any path matches).
 */
export function renderAt(page: ReactElement, path: string, route = '*'): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
      <App>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={page} />
            </Routes>
            <Where />
          </MemoryRouter>
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
}

/** Where the page's router is now. */
export const where = () => screen.getByTestId('where').textContent;
