import { Type, type Static } from 'typebox';
import { endpoint } from './contract.ts';
import { Ad } from './news/portal.ts';

/** Site-wide calls (docs/areas/site.md): configuration, about-us, sign-in and tracking. */
const TAG = '站点';

/** The portal the footer's corporate pages and the about-us content belong to. */
export const DEFAULT_PORTAL_ID = 81;

const PortalId = Type.Optional(
  Type.Integer({ minimum: 1, default: DEFAULT_PORTAL_ID, errorMessage: '门户编号不正确' }),
);

export const AboutEntry = Type.Object({ url: Type.String(), profile: Type.String() });
export type AboutEntry = Static<typeof AboutEntry>;

/** About-us content; empty strings mean "use the built-in default". */
export const AboutUs = Type.Object({
  profile: Type.String(),
  app: AboutEntry,
  officialAccountGxw: AboutEntry,
  officialAccountLxw: AboutEntry,
  tiktok: AboutEntry,
});
export type AboutUs = Static<typeof AboutUs>;

/** The operator's contact facts; an empty string is not shown. */
export const SiteContact = Type.Object({
  servicePhone: Type.String(),
  serviceHours: Type.String(),
  /** 商务合作 address. */
  email: Type.String(),
  /** Where applicants send their CV. */
  hrEmail: Type.String(),
  /** ICP filing number (ICP备案号). */
  icp: Type.String(),
  /** Public-security filing number (公安备案号). */
  publicSecurity: Type.String(),
});
export type SiteContact = Static<typeof SiteContact>;

export const SiteConfig = Type.Object({
  /** Shows the 题库 tab in the header. */
  questionBankEnabled: Type.Boolean(),
  /** Online chat; empty: the toolbar's entries open the built-in message form. */
  chatUrl: Type.String(),
  /** Greys the home page (its grey-mode class only takes effect while this is on). */
  grayMode: Type.Boolean(),
  /** 返回旧版; empty: the entry is hidden. */
  oldSiteUrl: Type.String(),
  qqGroup: Type.String(),
  qqGroupUrl: Type.String(),
  contact: SiteContact,
  /** The portal logo; empty: the built-in logo. */
  mainLogo: Type.String(),
  spareLogo: Type.String(),
});
export type SiteConfig = Static<typeof SiteConfig>;

export const SignStatus = Type.Object({
  signedToday: Type.Boolean(),
  /** Days in a row up to today (or yesterday when today is not signed yet). */
  continuousDays: Type.Integer(),
  totalDays: Type.Integer(),
  /** This month's signed days (Asia/Shanghai), YYYY-MM-DD. */
  monthDays: Type.Array(Type.String()),
});
export type SignStatus = Static<typeof SignStatus>;

export const PortalPage = Type.Object({
  title: Type.String(),
  /** Sanitized HTML. */
  body: Type.String(),
  updatedAt: Type.String(),
});
export type PortalPage = Static<typeof PortalPage>;

/** Switches, addresses and contacts the web shell reads per visit. */
export const GetSiteConfig = endpoint({
  method: 'GET',
  path: '/pc/siteConfig',
  tag: TAG,
  summary: '站点配置：题库入口开关、灰色模式、客服与交流群地址、旧版地址、联系方式、门户 Logo',
  data: SiteConfig,
});

export const GetAboutUs = endpoint({
  method: 'GET',
  path: '/pc/portal/aboutUs',
  tag: TAG,
  summary: '关于我们（portal_id，默认 81）；空字段由前端使用内置默认图文',
  querystring: Type.Object({ portal_id: PortalId }),
  data: AboutUs,
});

/** The footer's corporate pages. */
export const GetPortalPage = endpoint({
  method: 'GET',
  path: '/pc/portal/page',
  tag: TAG,
  summary: '企业页面：type 2 企业文化，type 3 发展历程',
  querystring: Type.Object({
    portal_id: PortalId,
    type: Type.Integer({
      minimum: 1,
      maximum: 9,
      errorMessage: { required: '请指定页面类型', default: '页面类型不正确' },
    }),
  }),
  data: PortalPage,
});

export const GetAboutUsAd = endpoint({
  method: 'GET',
  path: '/pc/aboutUsAd',
  tag: TAG,
  summary: '关于我们页的推广位',
  querystring: Type.Object({ portal_id: PortalId }),
  data: Type.Array(Ad),
});

/** Daily sign-in for members: a second sign-in the same day changes nothing. */
export const SignToday = endpoint({
  method: 'POST',
  path: '/pc/sign',
  tag: TAG,
  summary: '每日签到（同一天重复签到不重复计数）',
  body: Type.Optional(Type.Object({ type: Type.Optional(Type.String({ maxLength: 16 })) })),
  data: SignStatus,
});

export const GetUserSign = endpoint({
  method: 'GET',
  path: '/pc/getUserSign',
  tag: TAG,
  summary: '签到状态：今天是否已签、连续天数、累计天数、本月签到日',
  data: SignStatus,
});

/** One page view per route change, from visitors and members. */
export const RecordPageView = endpoint({
  method: 'POST',
  path: '/pc/BuryingPointLogs/record',
  tag: TAG,
  summary: '页面浏览埋点：每次路由切换上报一次',
  body: Type.Object({
    path: Type.String({
      minLength: 1,
      maxLength: 512,
      errorMessage: { required: '缺少页面地址', default: '页面地址不正确' },
    }),
    pageName: Type.Optional(Type.String({ maxLength: 64 })),
    referrer: Type.Optional(Type.String({ maxLength: 512 })),
    // Bounded like the column it is stored in: a larger number was stored and made the
    // table unreadable (SQLite) or failed the insert (PostgreSQL).
    cityId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  }),
  data: Type.Null(),
});

export const RecordPopLog = endpoint({
  method: 'POST',
  path: '/app/userInfoPopLog',
  tag: TAG,
  summary: '记录向用户弹出过的提示（如完善资料、VIP 到期提醒），避免重复打扰',
  body: Type.Object({
    type: Type.String({
      minLength: 1,
      maxLength: 32,
      errorMessage: { required: '缺少弹窗类型', default: '弹窗类型不正确' },
    }),
  }),
  data: Type.Null(),
});
