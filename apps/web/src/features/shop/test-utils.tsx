/**
 * Test harness for the shop pages: the app's antd and query providers, a memory router at a
 * path, a signed-in demo user, and a fake server answering `METHOD /path` (without /api/v1 or
 * /gxw-web-student) from a table; every request is recorded with its fields.
 */
import type { ReactElement } from 'react';
import { setCookie } from '../../lib/cookies';
import { setNoticeSink } from '../../lib/notifier';
import {
  demoUserInfo,
  formFields,
  renderInApp,
  stopStubs,
  stubFetch,
} from '../../test/app-harness';
import { envelopeResponse, resetBrowserState } from '../../test/browser-state';

export { where } from '../../test/app-harness';

export const DEMO_USER = demoUserInfo();

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
  stubFetch((request) => {
    const { call } = request;
    const fields = formFields(request);
    server.requests.push({ call, fields });
    if (!(call in server.replies)) return envelopeResponse(404, 404, '请求的接口不存在');
    const reply = server.replies[call];
    const data =
      typeof reply === 'function' ? (reply as (f: typeof fields) => unknown)(fields) : reply;
    return envelopeResponse(200, 200, '', data);
  });
  return server;
}

export const stopFakeServer = stopStubs;

/**
 * Renders `page` at `path` with the app's providers; `route` is the route table's pattern when
 * the page reads path parameters (by default any path matches).
 */
export function renderAt(page: ReactElement, path: string, route = '*'): void {
  renderInApp(page, { path, route, showWhere: true });
}
