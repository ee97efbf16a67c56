/**
 * Test harness of the lecture components and pages: the app's antd and query providers in a
 * memory router, and a fake server answering `METHOD /path` (without /gxw-web-student or
 * /api/v1) from a table, recording each call with its query and JSON body; optionally a
 * signed-in person.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { setCookie } from '../../lib/cookies';
import { vi } from 'vitest';
import { setNoticeSink } from '../../lib/notifier';
import { envelopeResponse, resetBrowserState } from '../../test/browser-state';

export type Reply =
  | { data: unknown }
  | { code: number; msg: string }
  | ((fields: Record<string, unknown>) => { data: unknown } | { code: number; msg: string });

export interface FakeLearningApi {
  calls: Array<{ call: string; fields: Record<string, unknown> }>;
  notices: Array<[string, string]>;
  replies: Record<string, Reply>;
}

/** Who /pc/getuserinfo says is signed in (with `signedIn`). */
export const DEMO_USER = {
  id: 7,
  telephone: '13800000001',
  nick_name: '小岸',
  user_name: 'demo',
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

export function fakeLearningApi(
  replies: Record<string, Reply>,
  options: { signedIn?: boolean } = {},
): FakeLearningApi {
  resetBrowserState();
  if (options.signedIn) {
    setCookie('edu_token', 'tok');
    replies = { 'GET /pc/getuserinfo': { data: DEMO_USER }, ...replies };
  }
  const api: FakeLearningApi = { calls: [], notices: [], replies };
  setNoticeSink((level, text) => api.notices.push([level, text]));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.replace(/^\/(gxw-web-student|api\/v1)/, '');
      const call = `${init?.method ?? 'GET'} ${path}`;
      const fields: Record<string, unknown> = Object.fromEntries(url.searchParams);
      if (typeof init?.body === 'string' && init.body.startsWith('{')) {
        Object.assign(fields, JSON.parse(init.body));
      }
      api.calls.push({ call, fields });
      const reply = api.replies[call];
      if (!reply) return envelopeResponse(404, 404, '请求的接口不存在');
      const answer = typeof reply === 'function' ? reply(fields) : reply;
      if ('data' in answer) return envelopeResponse(200, 200, '', answer.data);
      return envelopeResponse(answer.code, answer.code, answer.msg);
    }),
  );
  return api;
}

export function stopFakeLearningApi(): void {
  vi.unstubAllGlobals();
  setNoticeSink(null);
}

/** Renders `element` (at `path` when given) with the app's providers. */
export function renderWithApp(element: ReactElement, path = '/'): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
      <App>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="*" element={element} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
}
