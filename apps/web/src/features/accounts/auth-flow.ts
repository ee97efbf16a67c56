/**
 * What happens around a login, registration and logout (docs/areas/accounts.md): cookies,
 * the shared user query, the complete-phone step and where the person goes afterwards.
 */
import type { QueryClient } from '@tanstack/react-query';
import { Msg } from '@shangan/shared';
import type { LoginResult } from '@shangan/shared/contracts/accounts';
import { closeAuthDialog, openAuthDialog } from '../../lib/auth-dialog';
import { CURRENT_USER_KEY, currentUserQuery } from '../../lib/current-user';
import type { UserInfo } from '../../lib/current-user';
import { currentUrl, navigate } from '../../lib/navigation';
import { notify } from '../../lib/notifier';
import { previousPage } from '../../lib/page-history';
import { pathTo, ROUTE_PATHS } from '../../lib/paths';
import { endSession } from '../../lib/session-end';
import {
  clearSession,
  hasToken,
  saveLogin,
  saveUser,
  takeLoginRedirect,
} from '../../lib/session-storage';
import { getAuthFlow, updateAuthFlow } from './auth-state';

/** Pages whose content depends on the session so much that they start over. */
const RELOAD_AFTER_LOGIN = [
  ROUTE_PATHS.QuestionBank,
  ROUTE_PATHS.publicClass,
  ROUTE_PATHS.LivePlayer,
];

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

function reloadsAfterLogin(pathname: string): boolean {
  return RELOAD_AFTER_LOGIN.some((base) => isUnder(pathname, base));
}

function pathOf(url: string): string {
  return url.split(/[?#]/)[0] ?? url;
}

export function isAuthPage(pathname: string): boolean {
  return pathname === ROUTE_PATHS.login || pathname === ROUTE_PATHS.register;
}

/** Where the login and register pages return to: the stored target, the page before, home. */
function returnTarget(): string {
  return takeLoginRedirect() ?? previousPage((url) => !isAuthPage(pathOf(url))) ?? pathTo('Home');
}

/** Reloads the user query and keeps the ids the mobile site reads (cookies, local values). */
export async function refreshCurrentUser(
  queryClient: QueryClient,
  keep = true,
): Promise<UserInfo | null> {
  try {
    const user = await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
    if (user) saveUser(user, keep);
    return user;
  } catch {
    // The header shows its fallback; the session itself is already saved.
    return null;
  }
}

/**
 * Where to go once logged in: /detail starts over through /refresh with the same id, the
 * question bank, public class and live player reload, the login and register pages return to
 * the stored target or else the page the person came from; anywhere else they simply stay.
 */
export function continueAfterLogin(): void {
  closeAuthDialog();
  const { pathname, search } = window.location;
  if (pathname === ROUTE_PATHS.Detail) {
    const id = new URLSearchParams(search).get('id');
    navigate(pathTo('Refresh', {}, { id }), { replace: true });
  } else if (reloadsAfterLogin(pathname)) {
    navigate(currentUrl(), { replace: true, fullReload: true });
  } else if (isAuthPage(pathname)) {
    const target = returnTarget();
    // The pages that reload after a login still hold what they showed the visitor: going back
    // to one, it starts over too.
    navigate(target, { replace: true, fullReload: reloadsAfterLogin(pathOf(target)) });
  }
}

/** After a login or registration answer: keep the session, then complete the phone or go on. */
export async function completeLogin(
  queryClient: QueryClient,
  result: LoginResult,
  keep: boolean,
): Promise<void> {
  saveLogin({ token: result.token, keep });
  await refreshCurrentUser(queryClient, keep);
  if (!result.phone) {
    updateAuthFlow({ pendingLogin: { keep } });
    openAuthDialog('completePhone');
    return;
  }
  if (result.poster_qr_code_for_pc) {
    // The overlay's close continues the login (see poster-qr-dialog.tsx).
    updateAuthFlow({ posterQr: result.poster_qr_code_for_pc });
    openAuthDialog('posterQr');
    return;
  }
  continueAfterLogin();
}

/**
 * The phone is on the account now. The original site logged in again at this point so that its
 * token carried the phone; here the server reads the phone on every request, so "logging in
 * again silently" is reloading the user and finishing the login without another message.
 */
export async function finishPendingLogin(queryClient: QueryClient): Promise<void> {
  const pending = getAuthFlow().pendingLogin;
  updateAuthFlow({ pendingLogin: null });
  await refreshCurrentUser(queryClient, pending?.keep ?? true);
  if (pending) continueAfterLogin();
  else closeAuthDialog();
}

/**
 * Logout: the server revokes the session, the browser forgets it (lib/session-end.ts), and the
 * person lands on the home page.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  await endSession(queryClient);
  updateAuthFlow({ pendingLogin: null, phone: null });
  notify.success(Msg.logoutOk);
  if (window.location.pathname !== pathTo('Home')) navigate(pathTo('Home'));
}

/** Password reset ends every session on the server, so this tab's one is gone too. */
export function forgetLocalSession(queryClient: QueryClient): void {
  if (!hasToken()) return;
  clearSession();
  queryClient.setQueryData(CURRENT_USER_KEY, null);
}
