import { Type } from 'typebox';

/** The portal the footer's corporate pages and the about-us content belong to. */
export const DEFAULT_PORTAL_ID = 81;

export const PortalId = Type.Optional(
  Type.Integer({ minimum: 1, default: DEFAULT_PORTAL_ID, errorMessage: '门户编号不正确' }),
);

const Entry = Type.Object({ url: Type.String(), profile: Type.String() });

/** Spec part 1 §3 "About-us content"; empty strings mean "use the built-in default". */
export const AboutUs = Type.Object({
  profile: Type.String(),
  app: Entry,
  officialAccountGxw: Entry,
  officialAccountLxw: Entry,
  tiktok: Entry,
});

export const SiteConfigView = Type.Object({
  questionBankEnabled: Type.Boolean(),
  chatUrl: Type.String(),
  /** Spec part 1 §3 "Portal logo"; empty: the built-in logo. */
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
