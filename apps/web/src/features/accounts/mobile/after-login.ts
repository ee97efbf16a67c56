/**
 * Where the mobile login and registration lead once the person is in: the address stored before
 * they were sent to log in (a page that needs a login, an ended session), otherwise 我的.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LoginResult } from '@shangan/shared/contracts/accounts';
import { mobilePathTo, stripMobileBase } from '../../../lib/mobile-paths';
import { navigate as navigateDocument } from '../../../lib/navigation';
import { saveLogin, takeLoginRedirect } from '../../../lib/session-storage';
import { refreshCurrentUser } from '../auth-flow';

const AUTH_PATHS = [mobilePathTo('MLogin'), mobilePathTo('MRegister')];

export type ReturnTarget =
  /** A path of the mobile router. */
  | { inside: string }
  /** An address from the site's root outside the mobile site, loaded anew. */
  | { href: string };

/** Reads and forgets the stored target. */
export function takeReturnTarget(): ReturnTarget {
  const target = takeLoginRedirect();
  if (target) {
    const inside = stripMobileBase(target);
    if (inside === null) return { href: target };
    const path = inside.split(/[?#]/)[0] ?? inside;
    if (!AUTH_PATHS.includes(path)) return { inside };
  }
  return { inside: mobilePathTo('MProfile') };
}

/** Goes to the stored target (or 我的), replacing the login page in the history. */
export function goAfterLogin(routerNavigate: (to: string, options: { replace: boolean }) => void) {
  const target = takeReturnTarget();
  if ('inside' in target) routerNavigate(target.inside, { replace: true });
  else navigateDocument(target.href, { replace: true, fullReload: true });
}

/** Keeps the session and loads the person, as the desktop's completeLogin does first. */
export async function keepLogin(
  queryClient: QueryClient,
  result: LoginResult,
  keep: boolean,
): Promise<void> {
  saveLogin({ token: result.token, keep });
  await refreshCurrentUser(queryClient, keep);
}
