/**
 * Test harness of the lecture components and pages: the app's antd and query providers in a
 * memory router, and a fake server answering `METHOD /path` (without /gxw-web-student or
 * /api/v1) from a table, recording each call with its query and JSON body; optionally a
 * signed-in person.
 */
import type { ReactElement } from 'react';
import { setCookie } from '../../lib/cookies';
import { setNoticeSink } from '../../lib/notifier';
import {
  demoUserInfo,
  jsonFields,
  renderInApp,
  stopStubs,
  stubFetch,
} from '../../test/app-harness';
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
export const DEMO_USER = demoUserInfo({ user_name: 'demo' });

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

export const stopFakeLearningApi = stopStubs;

/** Renders `element` (at `path` when given) with the app's providers. */
export function renderWithApp(element: ReactElement, path = '/'): void {
  renderInApp(element, { path });
}
