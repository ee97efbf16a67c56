/**
 * Client of the learning-system API under /gxw-web-student: token in a
 * `token` header, JSON bodies, 300 s timeout (AI analysis and paper hand-in are slow), and the
 * reactions of docs/architecture.md: 401 sends the person to log in and back, other failures
 * warn with the msg. Resolves with `data` on code 200 and rejects with an ApiError otherwise;
 * whether to swallow an error is left to callers (a query simply ends in its error state).
 */
import { API_PREFIX, ApiCode, LEARNING_API_TIMEOUT_MS, Msg } from '@shangan/shared';
import type { ApiEnvelope } from '@shangan/shared';
import { notify } from '../notifier';
import { getLearningToken } from '../session-storage';
import { ApiError } from './api-error';
import { buildUrl, sendRequest } from './http';
import type { Fields, HttpMethod } from './http';
import { expireLearningSession } from './session-expiry';

export interface LearningRequestOptions {
  params?: Fields;
  /** Sent as JSON. */
  body?: unknown;
  silent?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Outlive the page (fetch keepalive): for a last save when the page is hidden or closed. */
  keepalive?: boolean;
}

export async function learningRequest<T>(
  method: HttpMethod,
  path: string,
  options: LearningRequestOptions = {},
): Promise<T> {
  const { params, body, silent = false, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getLearningToken();
  if (token) headers.token = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let result;
  try {
    result = await sendRequest({
      api: 'learning',
      method,
      url: buildUrl(API_PREFIX.learning, path, params),
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      timeoutMs: options.timeoutMs ?? LEARNING_API_TIMEOUT_MS,
      ...(signal ? { signal } : {}),
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (error instanceof ApiError && error.kind !== 'aborted' && !silent) {
      notify.warning(error.message);
    }
    throw error;
  }

  return settleLearningEnvelope<T>(result.status, result.envelope, silent);
}

/**
 * `data` of a learning-API envelope on code 200; otherwise the client's reaction (401 ends the
 * session, other codes warn unless silent) and a rejection with an ApiError. Also for calls
 * that read the response themselves, such as the AI analysis stream.
 */
export function settleLearningEnvelope<T>(
  status: number,
  envelope: ApiEnvelope<unknown>,
  silent: boolean,
): T {
  if (envelope.code === ApiCode.OK) return envelope.data as T;

  if (envelope.code === ApiCode.UNAUTHORIZED) {
    expireLearningSession();
    throw new ApiError({
      api: 'learning',
      kind: 'unauthorized',
      code: envelope.code,
      status,
      message: Msg.loginExpired,
      data: envelope.data,
    });
  }
  if (!silent) notify.warning(envelope.msg || Msg.serverError);
  throw new ApiError({
    api: 'learning',
    kind: 'business',
    code: envelope.code,
    status,
    message: envelope.msg || Msg.serverError,
    data: envelope.data,
  });
}

type WithoutBody = Omit<LearningRequestOptions, 'body'>;

export const learningApi = {
  get: <T>(path: string, options?: WithoutBody) => learningRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: WithoutBody) =>
    learningRequest<T>('POST', path, { ...options, ...(body === undefined ? {} : { body }) }),
};
