/** Every response body of both APIs (docs/decisions/0005-response-envelope.md). */
export interface ApiEnvelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Body codes the clients react to (docs/architecture.md, "Response envelope"). */
export const ApiCode = {
  OK: 200,
  BAD_REQUEST: 400,
  /** The session is gone: the clients clear tokens and send the person to log in. */
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TOO_MANY_REQUESTS: 429,
  /** Silent: the client shows nothing. */
  SILENT: 444,
  SERVER_ERROR: 500,
  /** Password login for an account that does not exist: the client opens registration. */
  ACCOUNT_NOT_FOUND: 4005,
} as const;

export const API_PREFIX = {
  main: '/api/v1',
  learning: '/gxw-web-student',
} as const;
