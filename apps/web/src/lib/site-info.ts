/**
 * Facts about the operator that the shell shows as static text (spec part 1 §2.3, §2.4).
 * They differ per deployment, so each can be set at build time with a VITE_* variable;
 * the defaults are the ones the demo site runs with.
 */
const env = import.meta.env;

function setting(value: string | undefined, fallback: string): string {
  return value && value.trim() ? value.trim() : fallback;
}

export const SITE_NAME = '上岸';
export const SITE_SLOGAN = '公务员/选调生考试备考';
export const DEFAULT_DOCUMENT_TITLE = `${SITE_NAME} - ${SITE_SLOGAN}`;

export const siteInfo = {
  servicePhone: setting(env.VITE_SERVICE_PHONE, '400-820-1234'),
  serviceHours: '周一至周日 9:00-21:00',
  icpLicense: setting(env.VITE_ICP_LICENSE, '京ICP备00000000号-1'),
  publicSecurityLicense: setting(env.VITE_PUBLIC_SECURITY_LICENSE, ''),
  qqGroup: setting(env.VITE_QQ_GROUP, ''),
  qqGroupUrl: setting(env.VITE_QQ_GROUP_URL, ''),
  /** Online customer-service chat; without it the toolbar offers phone and QQ group instead. */
  chatUrl: setting(env.VITE_CHAT_URL, ''),
  /** The previous version of the site; the toolbar hides 返回旧版 when there is none. */
  oldSiteUrl: setting(env.VITE_OLD_SITE_URL, ''),
  /** Shared with the mobile site's sub-domain on production hosts (spec part 2 §9). */
  cookieDomain: setting(env.VITE_COOKIE_DOMAIN, ''),
} as const;
