import { MOBILE_BASE_PATH } from '@shangan/shared';

/**
 * The desktop redirect sends course pages through a hash route plus the original query
 * (/m/#/detail?id=4), as the old site addressed its education pages. This site routes by
 * path, so the hash becomes the path before the router starts: /m/detail?id=4.
 */
export function adoptHashRoute(location: Pick<Location, 'pathname' | 'hash'>): string | null {
  if (!location.hash.startsWith('#/')) return null;
  const atBase =
    location.pathname === MOBILE_BASE_PATH || location.pathname === `${MOBILE_BASE_PATH}/`;
  if (!atBase) return null;
  return `${MOBILE_BASE_PATH}${location.hash.slice(1)}`;
}
