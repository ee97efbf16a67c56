/**
 * fetch with a timeout and the {code,msg,data} envelope, shared by both API clients.
 * The server answers 400/401/404/429/500 with the envelope in the body, so the body is read
 * whatever the HTTP status; only a body without an envelope (a proxy's HTML error page, say)
 * is turned into one here.
 */
import { ApiCode, Msg } from '@shangan/shared';
import type { ApiEnvelope } from '@shangan/shared';
import { ApiError } from './api-error';
import type { ApiName } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type Scalar = string | number | boolean | null | undefined;
/** Query or form values; arrays become repeated keys, which the server's parsers read as lists. */
export type FieldValue = Scalar | Scalar[] | Record<string, unknown>;
export type Fields = Record<string, FieldValue>;

export interface HttpRequest {
  api: ApiName;
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  body?: BodyInit;
  timeoutMs: number;
  signal?: AbortSignal;
  /** fetch's keepalive: the request outlives the page that sent it. */
  keepalive?: boolean;
}

export interface HttpResult {
  status: number;
  envelope: ApiEnvelope<unknown>;
}

export function appendFields(target: URLSearchParams, fields: Fields | undefined): URLSearchParams {
  for (const [key, value] of Object.entries(fields ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      target.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return target;
}

export function buildUrl(prefix: string, path: string, params?: Fields): string {
  const query = appendFields(new URLSearchParams(), params).toString();
  return `${prefix}/${path.replace(/^\/+/, '')}${query ? `?${query}` : ''}`;
}

function fallbackEnvelope(status: number): ApiEnvelope<null> {
  const msg =
    status === ApiCode.UNAUTHORIZED
      ? Msg.loginExpired
      : status === ApiCode.NOT_FOUND
        ? Msg.notFound
        : status === ApiCode.TOO_MANY_REQUESTS
          ? Msg.tooManyRequests
          : Msg.serverError;
  return { code: status >= 200 && status < 300 ? ApiCode.SERVER_ERROR : status, msg, data: null };
}

function toEnvelope(value: unknown): ApiEnvelope<unknown> | null {
  if (typeof value !== 'object' || value === null || !('code' in value)) return null;
  const code = Number(value.code);
  if (!Number.isInteger(code)) return null;
  const msg = 'msg' in value && typeof value.msg === 'string' ? value.msg : '';
  return { code, msg, data: 'data' in value ? value.data : null };
}

/** The envelope of a response body; a missing or foreign body becomes one that says why. */
export function parseBody(status: number, text: string): ApiEnvelope<unknown> {
  if (!text.trim()) {
    return status >= 200 && status < 300
      ? { code: ApiCode.OK, msg: '', data: null }
      : fallbackEnvelope(status);
  }
  try {
    return toEnvelope(JSON.parse(text)) ?? fallbackEnvelope(status);
  } catch {
    return fallbackEnvelope(status);
  }
}

/** What sends a request: the browser's fetch, or the server's own router when it renders a page. */
export type HttpTransport = (
  url: string,
  init: RequestInit,
) => Promise<Pick<Response, 'status' | 'text'>>;

let transport: HttpTransport = (url, init) => fetch(url, init);

/**
 * Sends this bundle's API calls through `next` instead of fetch. The server's page renderer
 * uses it: its calls go to the API routes in the same process, with no network or origin.
 */
export function setHttpTransport(next: HttpTransport): void {
  transport = next;
}

export async function sendRequest(request: HttpRequest): Promise<HttpResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeoutMs);
  const forwardAbort = () => controller.abort();
  if (request.signal?.aborted) controller.abort();
  request.signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const response = await transport(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body ?? null,
      signal: controller.signal,
      credentials: 'same-origin',
      ...(request.keepalive ? { keepalive: true } : {}),
    });
    const text = await response.text();
    return { status: response.status, envelope: parseBody(response.status, text) };
  } catch (cause) {
    const kind = timedOut ? 'timeout' : controller.signal.aborted ? 'aborted' : 'network';
    const message = kind === 'timeout' ? Msg.timeout : kind === 'network' ? Msg.networkError : '';
    throw new ApiError({ api: request.api, kind, code: 0, status: 0, message, cause });
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', forwardAbort);
  }
}
