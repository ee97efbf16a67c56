import { mobileLocationFor } from '@shangan/shared';
import { belongsOnMobileSite } from '../lib/site-view';

interface RouterLike {
  subscribe: (
    listener: (state: { location: { pathname: string; search: string } }) => void,
  ) => () => void;
}

function sendToMobile(pathname: string, search: string): boolean {
  const target = mobileLocationFor(pathname, search);
  if (!target) return false;
  window.location.replace(target);
  return true;
}

/**
 * The desktop router's half of the phone redirect: the server sends a phone's first request
 * to the mobile site, but the desktop page can still start on a phone (the service worker's
 * offline copy, a cached page), and every client navigation after it never reaches the server.
 * Returns true when the page is leaving for the mobile site.
 */
export function sendPhonesToMobileSite(router: RouterLike): boolean {
  if (!belongsOnMobileSite()) return false;
  if (sendToMobile(window.location.pathname, window.location.search)) return true;
  router.subscribe(({ location }) => {
    if (belongsOnMobileSite()) sendToMobile(location.pathname, location.search);
  });
  return false;
}
