/**
 * Facts about the site that the shell shows as static text. The operator's contacts, chat and
 * group addresses come from the server (lib/site-config.ts), so one deployment's settings live
 * in one place; only what the browser alone needs is set at build time with a VITE_* variable.
 */
const env = import.meta.env;

function setting(value: string | undefined, fallback: string): string {
  return value && value.trim() ? value.trim() : fallback;
}

export const SITE_NAME = '上岸';
export const SITE_SLOGAN = '公务员/选调生考试备考';
export const DEFAULT_DOCUMENT_TITLE = `${SITE_NAME} - ${SITE_SLOGAN}`;

export const siteInfo = {
  /** Shared with the mobile site's sub-domain on production hosts. */
  cookieDomain: setting(env.VITE_COOKIE_DOMAIN, ''),
} as const;
