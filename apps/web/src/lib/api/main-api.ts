/**
 * Client of the main API under /api/v1: bearer token from the edu_token cookie,
 * form-encoded POST bodies unless `json` is set, 15 s timeout, and the envelope reactions
 * (401 ends the session, 444 is silent, any other code shows the server's message).
 * Resolves with `data` on code 200 and rejects with an ApiError otherwise.
 */
import { API_PREFIX, ApiCode, MAIN_API_TIMEOUT_MS, Msg } from '@shangan/shared';
import { notify } from '../notifier';
import { getToken } from '../session-storage';
import { ApiError } from './api-error';
import { appendFields, buildUrl, sendRequest } from './http';
import type { Fields, HttpMethod } from './http';
import { expireMainSession } from './session-expiry';

export type MainBody = Fields | FormData;
/** A JSON body (nested objects and arrays, which form fields cannot carry): sent with `json`. */
export type JsonBody = object;

export interface MainRequestOptions {
  /** Query string values. */
  params?: Fields;
  body?: MainBody | JsonBody;
  /** Send the body as JSON instead of form-encoded (e.g. POST /app/studentAnswers). */
  json?: boolean;
  /** Refuse to call without a token: shows 没有权限 and sends nothing. */
  requireToken?: boolean;
  /** The caller handles failures itself: no toast (401 handling still happens). */
  silent?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

function encodeBody(
  body: MainBody | JsonBody | undefined,
  json: boolean,
): {
  body?: BodyInit;
  contentType?: string;
} {
  if (body === undefined) return {};
  // The browser must set multipart boundaries itself.
  if (body instanceof FormData) return { body };
  if (json) return { body: JSON.stringify(body), contentType: 'application/json' };
  return {
    body: appendFields(new URLSearchParams(), body as Fields).toString(),
    contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
  };
}

function report(error: ApiError, silent: boolean): void {
  if (error.kind === 'aborted' || silent) return;
  if (error.kind === 'network' || error.kind === 'timeout') notify.error(error.message);
  else if (error.code !== ApiCode.SILENT) notify.error(error.message || Msg.serverError);
}

export async function mainRequest<T>(
  method: HttpMethod,
  path: string,
  options: MainRequestOptions = {},
): Promise<T> {
  const { params, body, json = false, requireToken = false, silent = false, signal } = options;
  const token = getToken();
  if (requireToken && !token) {
    notify.warning(Msg.noPermission);
    throw new ApiError({
      api: 'main',
      kind: 'no-token',
      code: ApiCode.UNAUTHORIZED,
      status: 0,
      message: Msg.noPermission,
    });
  }

  const encoded = encodeBody(body, json);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (encoded.contentType) headers['Content-Type'] = encoded.contentType;

  let result;
  try {
    result = await sendRequest({
      api: 'main',
      method,
      url: buildUrl(API_PREFIX.main, path, params),
      headers,
      ...(encoded.body === undefined ? {} : { body: encoded.body }),
      timeoutMs: options.timeoutMs ?? MAIN_API_TIMEOUT_MS,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof ApiError) report(error, silent);
    throw error;
  }

  const { status, envelope } = result;
  if (envelope.code === ApiCode.OK) return envelope.data as T;

  if (envelope.code === ApiCode.UNAUTHORIZED) {
    expireMainSession(envelope.msg);
    throw new ApiError({
      api: 'main',
      kind: 'unauthorized',
      code: envelope.code,
      status,
      message: envelope.msg || Msg.loginExpired,
      data: envelope.data,
    });
  }
  const error = new ApiError({
    api: 'main',
    kind: 'business',
    code: envelope.code,
    status,
    message: envelope.msg,
    data: envelope.data,
  });
  report(error, silent);
  throw error;
}

type WithoutBody = Omit<MainRequestOptions, 'body'>;
type JsonOptions = Omit<MainRequestOptions, 'body' | 'json'>;

export const mainApi = {
  get: <T>(path: string, options?: WithoutBody) => mainRequest<T>('GET', path, options),
  post: <T>(path: string, body?: MainBody, options?: WithoutBody) =>
    mainRequest<T>('POST', path, { ...options, ...(body === undefined ? {} : { body }) }),
  put: <T>(path: string, body?: MainBody, options?: WithoutBody) =>
    mainRequest<T>('PUT', path, { ...options, ...(body === undefined ? {} : { body }) }),
  postJson: <T>(path: string, body: JsonBody, options?: JsonOptions) =>
    mainRequest<T>('POST', path, { ...options, body, json: true }),
  putJson: <T>(path: string, body: JsonBody, options?: JsonOptions) =>
    mainRequest<T>('PUT', path, { ...options, body, json: true }),
  delete: <T>(path: string, options?: MainRequestOptions) =>
    mainRequest<T>('DELETE', path, options),
};
