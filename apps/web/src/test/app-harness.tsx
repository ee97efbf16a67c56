/**
 * What the feature test harnesses share: the signed-in demo person's user info, the app's antd
 * and query providers around a memory router, and a fetch stub that names each request
 * `METHOD /path` (without /api/v1 or /gxw-web-student) with its fields.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { setNoticeSink } from '../lib/notifier';

/** What /pc/getuserinfo answers for the demo learner. */
export function demoUserInfo(changes: { id?: number; user_name?: string } = {}) {
  return {
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
    ...changes,
  };
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** Where the page's router is now (rendered with `showWhere`). */
export const where = () => screen.getByTestId('where').textContent;

/**
 * Renders `element` at `path` with the app's providers; `route` is the route table's pattern
 * when the page reads path parameters (by default any path matches).
 */
export function renderInApp(
  element: ReactElement,
  options: { path?: string; route?: string; showWhere?: boolean } = {},
): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
      <App>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[options.path ?? '/']}>
            <Routes>
              <Route path={options.route ?? '*'} element={element} />
            </Routes>
            {options.showWhere ? <Where /> : null}
          </MemoryRouter>
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
}

export interface StubbedRequest {
  /** `METHOD /path`, without the APIs' prefixes. */
  call: string;
  path: string;
  url: URL;
  init: RequestInit | undefined;
}

/** Stubs fetch with `answer`, which sees each request already named. */
export function stubFetch(answer: (request: StubbedRequest) => Promise<Response> | Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.replace(/^\/(api\/v1|gxw-web-student)/, '');
      return answer({ call: `${init?.method ?? 'GET'} ${path}`, path, url, init });
    }),
  );
}

/** The query's fields and a form body's (a JSON body is not read). */
export function formFields({ url, init }: StubbedRequest): Record<string, string> {
  const fields: Record<string, string> = Object.fromEntries(url.searchParams);
  if (typeof init?.body === 'string' && !init.body.startsWith('{')) {
    Object.assign(fields, Object.fromEntries(new URLSearchParams(init.body)));
  }
  return fields;
}

/** The query's fields and a JSON body's. */
export function jsonFields({ url, init }: StubbedRequest): Record<string, unknown> {
  const fields: Record<string, unknown> = Object.fromEntries(url.searchParams);
  if (typeof init?.body === 'string' && init.body.startsWith('{')) {
    Object.assign(fields, JSON.parse(init.body));
  }
  return fields;
}

/** Ends a fake server: the real fetch back, notices no longer collected. */
export function stopStubs(): void {
  vi.unstubAllGlobals();
  setNoticeSink(null);
}
