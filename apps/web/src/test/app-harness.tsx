/**
 * What the feature test harnesses share: the signed-in demo person's user info, the app's antd
 * and query providers around a memory router, a fetch stub that names each request
 * `METHOD /path` (without /api/v1 or /gxw-web-student) with its fields, and a fake API that
 * answers those names from a table.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { setCookie } from '../lib/cookies';
import { setNoticeSink } from '../lib/notifier';
import { envelopeResponse, resetBrowserState } from './browser-state';

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
  renderRoutesInApp({ [options.route ?? '*']: element }, options);
}

/**
 * Renders pages by their route patterns at `path` with the app's providers and a fresh query
 * cache (as a reload would), for tests that follow links from one page to another.
 */
export function renderRoutesInApp(
  routes: Record<string, ReactElement>,
  options: { path?: string; showWhere?: boolean } = {},
): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
      <App>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[options.path ?? '/']}>
            <Routes>
              {Object.entries(routes).map(([route, element]) => (
                <Route key={route} path={route} element={element} />
              ))}
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

/**
 * What the fake API answers a call with: a success's `data`, an error's code and message, or
 * either worked out from the call's fields.
 */
export type Reply =
  | { data: unknown }
  | { code: number; msg: string }
  | ((fields: Record<string, unknown>) => { data: unknown } | { code: number; msg: string });

export interface FakeApi {
  /** Every call, in order, with its query and JSON body. */
  calls: Array<{ call: string; fields: Record<string, unknown> }>;
  /** The notices shown, as `[level, text]`. */
  notices: Array<[string, string]>;
  /** The answers by `METHOD /path`; a test may change them as it goes. */
  replies: Record<string, Reply>;
  /** The fields of every call of `METHOD /path`. */
  fieldsOf: (call: string) => Array<Record<string, unknown>>;
}

/**
 * A fake server answering `METHOD /path` from `replies` (a call without one gets the server's
 * 404) on a clean page: no cookies, storage or address left by a test before. `signedIn` signs
 * the demo person in: a token cookie and their user info. Ended by `stopStubs`.
 */
export function fakeApi(
  replies: Record<string, Reply>,
  options: { signedIn?: boolean } = {},
): FakeApi {
  resetBrowserState();
  if (options.signedIn) {
    setCookie('edu_token', 'tok');
    replies = { 'GET /pc/getuserinfo': { data: demoUserInfo() }, ...replies };
  }
  const api: FakeApi = {
    calls: [],
    notices: [],
    replies,
    fieldsOf: (call) => api.calls.filter((c) => c.call === call).map((c) => c.fields),
  };
  setNoticeSink((level, text) => api.notices.push([level, text]));
  stubFetch((request) => {
    const { call } = request;
    const fields = jsonFields(request);
    api.calls.push({ call, fields });
    const reply = api.replies[call];
    if (!reply) return envelopeResponse(404, 404, '请求的接口不存在');
    const answer = typeof reply === 'function' ? reply(fields) : reply;
    if ('data' in answer) return envelopeResponse(200, 200, '', answer.data);
    return envelopeResponse(answer.code, answer.code, answer.msg);
  });
  return api;
}
