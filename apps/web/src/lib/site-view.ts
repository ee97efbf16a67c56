/**
 * Which of the two sites someone sees. Phones are sent to the mobile site (by the server on the
 * first request, by the desktop router on every navigation after it) unless they chose the
 * desktop site, which the site_view cookie remembers for a year; choosing the mobile site again
 * forgets it.
 */
import {
  isPhoneUserAgent,
  mobileLocationFor,
  prefersDesktop,
  SITE_VIEW_COOKIE,
  SITE_VIEW_DESKTOP,
} from '@shangan/shared';
import { removeCookie, setCookie } from './cookies';

const ONE_YEAR_DAYS = 365;

/** A phone that has not chosen the desktop site. */
export function belongsOnMobileSite(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    isPhoneUserAgent(navigator.userAgent) &&
    !prefersDesktop(document.cookie)
  );
}

/** 电脑版: remember the choice and load the desktop page (a path from the site's root). */
export function chooseDesktopSite(desktopPath = '/'): void {
  setCookie(SITE_VIEW_COOKIE, SITE_VIEW_DESKTOP, { days: ONE_YEAR_DAYS });
  window.location.assign(desktopPath);
}

/** 手机版: forget the choice and load this page's mobile counterpart. */
export function chooseMobileSite(): void {
  removeCookie(SITE_VIEW_COOKIE);
  window.location.assign(mobileLocationFor(location.pathname, location.search) ?? '/m/');
}
