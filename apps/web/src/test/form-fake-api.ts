/**
 * A fake main API for pages whose calls send form fields (the main API's default encoding):
 * answers `METHOD /path` from a table and records every call with its query and form fields.
 * Optionally signs the demo person in (a token cookie and their user info). Ended by
 * `stopStubs` of app-harness.tsx.
 */
import { setCookie } from '../lib/cookies';
import { demoUserInfo, formFields, stubFetch } from './app-harness';
import { envelopeResponse, resetBrowserState } from './browser-state';

export type FormReply =
  | { data: unknown }
  | { code: number; msg: string }
  | ((fields: Record<string, string>) => { data: unknown } | { code: number; msg: string });

export interface FormFakeApi {
  calls: Array<{ call: string; fields: Record<string, string> }>;
  replies: Record<string, FormReply>;
  fieldsOf: (call: string) => Array<Record<string, string>>;
}

export function formFakeApi(
  replies: Record<string, FormReply>,
  options: { signedIn?: boolean; user?: Record<string, unknown> } = {},
): FormFakeApi {
  resetBrowserState();
  if (options.signedIn) {
    setCookie('edu_token', 'tok');
    replies = {
      'GET /pc/getuserinfo': { data: { ...demoUserInfo(), ...options.user } },
      ...replies,
    };
  }
  const api: FormFakeApi = {
    calls: [],
    replies,
    fieldsOf: (call) => api.calls.filter((c) => c.call === call).map((c) => c.fields),
  };
  stubFetch((request) => {
    const fields = formFields(request);
    api.calls.push({ call: request.call, fields });
    const reply = api.replies[request.call];
    if (!reply) return envelopeResponse(404, 404, '请求的接口不存在');
    const answer = typeof reply === 'function' ? reply(fields) : reply;
    if ('data' in answer) return envelopeResponse(200, 200, '', answer.data);
    // Codes 400–599 travel with the same HTTP status, business codes (4005) with 200.
    const status = answer.code >= 400 && answer.code < 600 ? answer.code : 200;
    return envelopeResponse(status, answer.code, answer.msg);
  });
  return api;
}
