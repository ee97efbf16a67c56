/**
 * Every URL of the mobile site is built here, from its route table
 * (mobile-app/routes/mobile-route-table.ts), like lib/paths.ts for the desktop site.
 *
 * - `mobilePathTo` gives a path below the mobile base path, for links and navigation inside the
 *   mobile router (whose basename is the base path).
 * - `mobileHref` gives the same page's address from the site's root, for a full page load, a
 *   redirect or a link from the desktop site.
 */
import { MOBILE_BASE_PATH } from '@shangan/shared';
import { MOBILE_ROUTE_TABLE } from '../mobile-app/routes/mobile-route-table';
import { fillPattern, toQueryString } from './paths';
import type { PatternArgs } from './paths';

type MobileRows = (typeof MOBILE_ROUTE_TABLE)[number];
export type MobileRouteId = MobileRows['id'];
type MobilePattern<Id extends MobileRouteId> = Extract<MobileRows, { id: Id }>['path'];

export const MOBILE_ROUTE_PATHS = Object.fromEntries(
  MOBILE_ROUTE_TABLE.map((row) => [row.id, row.path]),
) as { [Row in MobileRows as Row['id']]: Row['path'] };

/** `mobilePathTo('MArticle', { id: 5 })` → '/article/5' (inside the mobile router). */
export function mobilePathTo<Id extends MobileRouteId>(
  id: Id,
  ...args: PatternArgs<MobilePattern<Id>>
): string {
  const [params, query] = args;
  return (
    fillPattern(MOBILE_ROUTE_PATHS[id], params as Record<string, string | number>) +
    toQueryString(query)
  );
}

/** `mobileHref('MArticle', { id: 5 })` → '/m/article/5' (from the site's root). */
export function mobileHref<Id extends MobileRouteId>(
  id: Id,
  ...args: PatternArgs<MobilePattern<Id>>
): string {
  return withMobileBase(mobilePathTo(id, ...args));
}

/** A path of the mobile router as an address from the site's root. */
export function withMobileBase(path: string): string {
  return path === '/' ? `${MOBILE_BASE_PATH}/` : `${MOBILE_BASE_PATH}${path}`;
}

/** An address from the site's root as a path of the mobile router, when it is one. */
export function stripMobileBase(href: string): string | null {
  if (href === MOBILE_BASE_PATH) return '/';
  return href.startsWith(`${MOBILE_BASE_PATH}/`) ? href.slice(MOBILE_BASE_PATH.length) : null;
}
