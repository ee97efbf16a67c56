import { ApiCode, Msg } from '@shangan/shared';
import { ApiError } from '../../lib/api-error.ts';

/** Spec part 1 §5: the confirmation must equal the password. */
export function assertPasswordsMatch(password: string, passwordSecond: string): void {
  if (password !== passwordSecond) throw new ApiError(ApiCode.BAD_REQUEST, Msg.passwordMismatch);
}
