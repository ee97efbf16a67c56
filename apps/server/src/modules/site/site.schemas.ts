import { Type } from 'typebox';

/** The portal the footer's corporate pages and the about-us content belong to. */
export const DEFAULT_PORTAL_ID = 81;

export const PortalId = Type.Optional(
  Type.Integer({ minimum: 1, default: DEFAULT_PORTAL_ID, errorMessage: '门户编号不正确' }),
);

const Entry = Type.Object({ url: Type.String(), profile: Type.String() });

/** About-us content; empty strings mean "use the built-in default". */
export const AboutUs = Type.Object({
  profile: Type.String(),
  app: Entry,
  officialAccountGxw: Entry,
  officialAccountLxw: Entry,
  tiktok: Entry,
});

/** The operator's contact facts; an empty string is not shown. */
export const SiteContactView = Type.Object({
  servicePhone: Type.String(),
  serviceHours: Type.String(),
  email: Type.String(),
  hrEmail: Type.String(),
  icp: Type.String(),
  publicSecurity: Type.String(),
});

export const SiteConfigView = Type.Object({
  questionBankEnabled: Type.Boolean(),
  /** Online chat; empty: the toolbar's entries open the built-in message form. */
  chatUrl: Type.String(),
  /** Greys the home page (its grey-mode class only takes effect while this is on). */
  grayMode: Type.Boolean(),
  /** 返回旧版; empty: the entry is hidden. */
  oldSiteUrl: Type.String(),
  qqGroup: Type.String(),
  qqGroupUrl: Type.String(),
  contact: SiteContactView,
  /** The portal logo; empty: the built-in logo. */
  mainLogo: Type.String(),
  spareLogo: Type.String(),
});

export const SignStatus = Type.Object({
  signedToday: Type.Boolean(),
  /** Days in a row up to today (or yesterday when today is not signed yet). */
  continuousDays: Type.Integer(),
  totalDays: Type.Integer(),
  /** This month's signed days (Asia/Shanghai), YYYY-MM-DD. */
  monthDays: Type.Array(Type.String()),
});
