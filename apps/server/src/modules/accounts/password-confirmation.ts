import { ApiCode, Msg } from '@shangan/shared';
import { ApiError } from '../../lib/api-error.ts';

/** The confirmation must equal the password (两次输入密码不一致! otherwise). */
export function assertPasswordsMatch(password: string, passwordSecond: string): void {
  if (password !== passwordSecond) throw new ApiError(ApiCode.BAD_REQUEST, Msg.passwordMismatch);
}
