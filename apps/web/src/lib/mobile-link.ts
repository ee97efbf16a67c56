/**
 * Links the server stores for the desktop site (banners, ads: '/list.html', '/specialTopics')
 * as the mobile site opens them: through the same redirect rule that sends phones from a
 * desktop address to the mobile site (@shangan/shared mobileLocationFor), so a banner leads
 * where the desktop page it names would have sent a phone.
 */
import { MOBILE_BASE_PATH, mobileLocationFor } from '@shangan/shared';
import { stripMobileBase } from './mobile-paths';

export type MobileLinkTarget =
  /** Another site: a plain link (a new tab). */
  | { external: string }
  /** A path of the mobile router. */
  | { to: string };

/** The education pages' hash route (/m/#/list?…) as the mobile router's own path. */
function withoutHashRoute(href: string): string {
  const hashRoute = `${MOBILE_BASE_PATH}/#/`;
  return href.startsWith(hashRoute) ? `${MOBILE_BASE_PATH}/${href.slice(hashRoute.length)}` : href;
}

export function mobileLinkTarget(link: string): MobileLinkTarget {
  const trimmed = link.trim();
  if (/^https?:\/\//i.test(trimmed)) return { external: trimmed };
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) return { to: '/' };
  const inside = stripMobileBase(trimmed);
  if (inside !== null) return { to: inside };
  const [beforeHash = ''] = trimmed.split('#', 1);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const search = queryAt === -1 ? '' : beforeHash.slice(queryAt);
  const mobile = mobileLocationFor(path || '/', search);
  return { to: (mobile && stripMobileBase(withoutHashRoute(mobile))) ?? '/' };
}
