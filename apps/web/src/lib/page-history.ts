/**
 * The pages this tab has shown since the document loaded, newest last, so a page can send the
 * person back to where they came from when nothing else says where (after registering on
 * /register, say). The router reports each page (app/router.tsx); before the first in-app
 * navigation, the document's own referrer on this site stands in for them.
 */
import { isSafeInternalPath } from './paths';

const KEPT = 20;
const shown: string[] = [];

export function notePageShown(url: string): void {
  if (shown.at(-1) === url) return;
  shown.push(url);
  if (shown.length > KEPT) shown.shift();
}

/** The document's referrer as a path, when it is a page of this site. */
function siteReferrer(): string | null {
  try {
    const referrer = new URL(document.referrer);
    if (referrer.origin !== window.location.origin) return null;
    const path = `${referrer.pathname}${referrer.search}${referrer.hash}`;
    return isSafeInternalPath(path) ? path : null;
  } catch {
    return null; // no referrer, or not a URL
  }
}

/**
 * The newest page other than the current one that `accept` takes: from this tab's in-app
 * history, else the page of this site that loaded the document; null when there is none.
 */
export function previousPage(accept: (url: string) => boolean): string | null {
  const { pathname, search, hash } = window.location;
  const current = `${pathname}${search}${hash}`;
  for (let i = shown.length - 1; i >= 0; i -= 1) {
    const url = shown[i];
    if (url !== undefined && url !== current && accept(url)) return url;
  }
  const referrer = siteReferrer();
  return referrer !== null && referrer !== current && accept(referrer) ? referrer : null;
}

/** Tests start from a freshly loaded document. */
export function forgetPagesShown(): void {
  shown.length = 0;
}
