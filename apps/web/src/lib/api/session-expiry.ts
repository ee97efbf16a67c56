/**
 * What both clients do when the server says the session is gone (spec part 1 §8).
 * Several requests usually fail together, so one expiry is handled once: one message, one
 * redirect. The redirect loads a fresh document (see lib/navigation.ts) so nothing of the old
 * session stays in memory.
 */
import { LOGIN_EXPIRED_REDIRECT_DELAY_MS, Msg } from '@shangan/shared';
import { notify } from '../notifier';
import { currentUrl, navigate } from '../navigation';
import { pathTo } from '../paths';
import { clearTokens, setLoginRedirect } from '../session-storage';

let redirectScheduled = false;

function scheduleRedirect(to: string): void {
  redirectScheduled = true;
  setTimeout(() => {
    redirectScheduled = false;
    navigate(to, { fullReload: true });
  }, LOGIN_EXPIRED_REDIRECT_DELAY_MS);
}

/** Main API code 401: clear both tokens, warn with the server's text, go home after 1 s. */
export function expireMainSession(serverMessage: string): void {
  clearTokens();
  if (redirectScheduled) return;
  notify.warning(serverMessage || Msg.loginExpired);
  scheduleRedirect(pathTo('Home'));
}

/** Learning API code 401: same, but the person is sent to log in and brought back after. */
export function expireLearningSession(): void {
  clearTokens();
  if (redirectScheduled) return;
  notify.warning(Msg.loginExpired);
  setLoginRedirect(currentUrl());
  scheduleRedirect(pathTo('login'));
}
