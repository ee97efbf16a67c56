/**
 * What both clients do when the server says the session is gone (code 401).
 * Several requests usually fail together, so one expiry is handled once: one message, one
 * redirect. The redirect loads a fresh document (see lib/navigation.ts) so nothing of the old
 * session stays in memory.
 */
import { LOGIN_EXPIRED_REDIRECT_DELAY_MS, Msg } from '@shangan/shared';
import { notify } from '../notifier';
import { currentUrl, navigate } from '../navigation';
import { pathTo } from '../paths';
import { clearTokens, setLoginRedirect } from '../session-storage';

/** Where the pending redirect goes; null when none is pending. */
let pendingTarget: string | null = null;

/** Where an ended session sends people: the desktop site's pages unless the mobile site says. */
let exits = { home: () => pathTo('Home'), login: () => pathTo('login') };

/** The mobile site sends ended sessions to its own home and login (addresses from the root). */
export function setSessionExits(next: { home: string; login: string }): void {
  exits = { home: () => next.home, login: () => next.login };
}

/**
 * The server drawing a learner's page (a practice screen) with a session that has ended: the
 * drawing fails and the browser draws the page, whose own calls end the session there.
 */
const onServer = () => typeof document === 'undefined';

function scheduleRedirect(to: string): void {
  pendingTarget = to;
  setTimeout(() => {
    const target = pendingTarget ?? to;
    pendingTarget = null;
    navigate(target, { fullReload: true });
  }, LOGIN_EXPIRED_REDIRECT_DELAY_MS);
}

/** Main API code 401: clear both tokens, warn with the server's text, go home after 1 s. */
export function expireMainSession(serverMessage: string): void {
  if (onServer()) return;
  clearTokens();
  if (pendingTarget !== null) return;
  notify.warning(serverMessage || Msg.loginExpired);
  scheduleRedirect(exits.home());
}

/**
 * Learning API code 401: same, but the person is sent to log in and brought back after. A page
 * of the learning API also asks the main API (the header's user info), whose 401 for the same
 * expiry often comes first and plans the way home: this page's rule wins over that one, still
 * with one message and one redirect, 1 s after the first.
 */
export function expireLearningSession(): void {
  if (onServer()) return;
  clearTokens();
  const login = exits.login();
  if (pendingTarget === login) return;
  setLoginRedirect(currentUrl());
  if (pendingTarget === null) {
    notify.warning(Msg.loginExpired);
    scheduleRedirect(login);
  } else {
    pendingTarget = login;
  }
}
