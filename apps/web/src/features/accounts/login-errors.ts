import { ApiCode } from '@shangan/shared';
import { isApiError } from '../../lib/api';
import type { AuthDialog } from '../../lib/auth-dialog';
import { notify } from '../../lib/notifier';

/**
 * Login calls are silent so that code 4005 (no such account) can open the register dialog
 * instead of only printing an error; every other failure is shown as the
 * client would have shown it.
 */
export function handleLoginFailure(
  error: unknown,
  phone: string | null,
  switchTo: (dialog: AuthDialog, phone?: string | null) => void,
): void {
  if (!isApiError(error)) throw error;
  if (error.code === ApiCode.ACCOUNT_NOT_FOUND) {
    notify.info(error.message);
    switchTo('register', phone);
    return;
  }
  // 401 and cancelled requests were handled (or are meaningless) already.
  if (error.kind === 'unauthorized' || error.kind === 'aborted') return;
  notify.error(error.message);
}
