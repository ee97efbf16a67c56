/**
 * The one error type both API clients throw, so TanStack Query (and callers that check a code,
 * such as password login's 4005) can tell what went wrong without parsing messages.
 */
export type ApiName = 'main' | 'learning';

export type ApiErrorKind =
  /** The server answered with a code other than 200 (its msg is the message). */
  | 'business'
  /** Code 401: the session is gone; the client has already cleared it and redirects. */
  | 'unauthorized'
  /** A main-API call that needs a token was made without one; nothing was sent. */
  | 'no-token'
  | 'network'
  | 'timeout'
  /** The caller cancelled (e.g. TanStack Query dropped the query); never shown to anyone. */
  | 'aborted';

export interface ApiErrorInit {
  api: ApiName;
  kind: ApiErrorKind;
  /** Envelope code, or 0 when no envelope was received. */
  code: number;
  /** HTTP status, or 0 when there was no response. */
  status: number;
  message: string;
  data?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly api: ApiName;
  readonly kind: ApiErrorKind;
  readonly code: number;
  readonly status: number;
  readonly data: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.api = init.api;
    this.kind = init.kind;
    this.code = init.code;
    this.status = init.status;
    this.data = init.data ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
