/**
 * Navigation for plain modules (API clients, session handling), which cannot use hooks.
 *
 * - `navigate(to)` uses the React Router instance that app/router.tsx registers, so the page
 *   changes without a reload; before that (or in tests without a router) it falls back to
 *   the document location.
 * - `{ fullReload: true }` always loads a new document. The session-expiry redirects use it
 *   on purpose: every in-memory cache of the old session (TanStack Query, user info) is
 *   dropped with the page instead of being cleared piece by piece.
 */
export interface NavigateOptions {
  replace?: boolean;
  fullReload?: boolean;
}

type RouterNavigate = (to: string, options: { replace: boolean }) => void;
type DocumentNavigate = (to: string, options: { replace: boolean }) => void;

const locationNavigate: DocumentNavigate = (to, { replace }) => {
  if (replace) window.location.replace(to);
  else window.location.assign(to);
};

let routerNavigate: RouterNavigate | null = null;
let documentNavigate: DocumentNavigate = locationNavigate;

export function registerRouterNavigate(next: RouterNavigate | null): void {
  routerNavigate = next;
}

/** Replaces the full-reload navigation; tests use it because jsdom cannot load documents. */
export function setDocumentNavigate(next: DocumentNavigate | null): void {
  documentNavigate = next ?? locationNavigate;
}

export function navigate(
  to: string,
  { replace = false, fullReload = false }: NavigateOptions = {},
): void {
  if (!fullReload && routerNavigate) routerNavigate(to, { replace });
  else documentNavigate(to, { replace });
}

/** The address to come back to: path, query and hash of the current page. */
export function currentUrl(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
