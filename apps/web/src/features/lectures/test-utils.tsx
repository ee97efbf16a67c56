/**
 * Test harness of the lecture components: the app's antd and query providers in a memory
 * router, and a fake learning API answering `METHOD /path` from a table, recording each call
 * with its query and JSON body.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
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

export function fakeLearningApi(replies: Record<string, Reply>): FakeLearningApi {
  resetBrowserState();
  const api: FakeLearningApi = { calls: [], notices: [], replies };
  setNoticeSink((level, text) => api.notices.push([level, text]));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/gxw-web-student/, '')}`;
      const fields: Record<string, unknown> = Object.fromEntries(url.searchParams);
      if (typeof init?.body === 'string') Object.assign(fields, JSON.parse(init.body));
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

export function renderWithApp(element: ReactElement): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
      <App>
        <QueryClientProvider client={client}>
          <MemoryRouter>{element}</MemoryRouter>
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
}
