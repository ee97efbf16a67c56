/**
 * Tells "the database cannot be reached right now" (PostgreSQL restarting, the network to it
 * down, every connection busy, SQLite locked past its busy timeout) from every other failure.
 * The error handler answers these with 503 and a "try again" message instead of the generic
 * 500: the request was fine and will most likely work a few seconds later.
 */

/** SQLSTATEs of a connection the server ended, refused or cannot take. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping (a restart)
  '57P02', // crash_shutdown: another backend crashed, the server restarts
  '57P03', // cannot_connect_now: the server is starting up or shutting down
  '53300', // too_many_connections
]);

/** Socket errors on the way to the database. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** Errors pg, pg-pool and Kysely raise with a message only. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated unexpectedly$/,
  /^Connection terminated due to connection timeout$/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/,
];

/** SQLITE_BUSY; extended codes (SQLITE_BUSY_TIMEOUT…) keep it in the low byte. */
const SQLITE_BUSY = 5;

interface ErrorFields {
  code?: unknown;
  errcode?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, errcode, message, cause, errors } = error as ErrorFields;
  if (typeof code === 'string') {
    // Class 08: connection exceptions (refused, failed, lost).
    if (code.startsWith('08') && code.length === 5) return true;
    if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
  }
  if (
    code === 'ERR_SQLITE_ERROR' &&
    typeof errcode === 'number' &&
    (errcode & 0xff) === SQLITE_BUSY
  ) {
    return true;
  }
  if (
    typeof message === 'string' &&
    UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))
  ) {
    return true;
  }
  // Connecting to a name with several addresses fails with all of them at once.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(cause, depth + 1);
}
