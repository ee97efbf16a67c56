import { ApiCode } from '@shangan/shared';

/**
 * A failure a handler reports to the client: `code` goes in the body, `msg` is Chinese and shown
 * to the person as it is. Business codes (such as 4005) travel with HTTP 200, because the
 * web clients read the body code; HTTP-like codes (400, 401, 403, 404, 429) use that status.
 */
export class ApiError extends Error {
  readonly code: number;
  constructor(code: number, msg: string, options?: ErrorOptions) {
    super(msg, options);
    this.code = code;
  }

  get httpStatus(): number {
    return this.code >= 400 && this.code < 600 && this.code !== ApiCode.SILENT ? this.code : 200;
  }
}
