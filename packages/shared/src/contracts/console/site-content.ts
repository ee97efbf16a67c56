import { Type, type Static } from 'typebox';
import {
  AD_POSITIONS,
  AD_STATES,
  ABOUT_LINE_MAX,
  ABOUT_PROFILE_MAX,
  AD_SUBTITLE_MAX,
  AD_TITLE_MAX,
  EXAM_TITLE_MAX,
  LINK_NAME_MAX,
  PORTAL_PAGE_BODY_MAX,
  PORTAL_PAGE_TYPES,
  SiteContentMsg,
  URL_MAX,
  type AdPosition,
  type AdState,
  type PortalPageType,
} from '../../site-content.ts';
import { CONSOLE_SECTION_ROLES } from '../../staff.ts';
import { Instant, PageOf, PageQuery } from '../common.ts';
import { endpoint } from '../contract.ts';

/**
 * The console's site content (editors): the ads of the home carousel, the home pop-up and the
 * about page, with their city and showing window; friendly links; the exam calendar; and the
 * about-us pages. Every change is audited and reaches every instance's cached pages at once.
 */
const TAG = '后台·站点内容';
const ROLES = CONSOLE_SECTION_ROLES.siteContent;

const Position = Type.Unsafe<AdPosition>({
  type: 'string',
  enum: [...AD_POSITIONS],
  errorMessage: SiteContentMsg.positionInvalid,
});
const CityId = Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
  errorMessage: SiteContentMsg.cityNotFound,
});
const Url = (message: string) => Type.String({ maxLength: URL_MAX, errorMessage: message });
const Time = Type.Union([Instant(SiteContentMsg.timeInvalid), Type.Null()], {
  errorMessage: SiteContentMsg.timeInvalid,
});
const Day = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  errorMessage: SiteContentMsg.dayInvalid,
});
const NewOrId = (message: string) =>
  Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { errorMessage: message });

export const ConsoleSiteOptions = endpoint({
  method: 'GET',
  path: '/console/site-content/options',
  tag: TAG,
  summary: '城市分站（广告、友情链接、考试日历可只在一个分站显示）',
  roles: ROLES,
  data: Type.Object({
    cities: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  }),
});

export const ConsoleAd = Type.Object({
  id: Type.Integer(),
  position: Position,
  /** Null: the main site, and every city site that has none of its own first. */
  cityId: Type.Union([Type.Integer(), Type.Null()]),
  cityName: Type.String(),
  title: Type.String(),
  subtitle: Type.String(),
  image: Type.String(),
  link: Type.String(),
  /** ISO times; null: from now on / with no end. */
  startAt: Type.Union([Type.String(), Type.Null()]),
  endAt: Type.Union([Type.String(), Type.Null()]),
  state: Type.Unsafe<AdState>({ type: 'string', enum: [...AD_STATES] }),
});
export type ConsoleAd = Static<typeof ConsoleAd>;

export const ListConsoleAds = endpoint({
  method: 'GET',
  path: '/console/site-content/ads',
  tag: TAG,
  summary: '一个广告位的全部广告（主站在前，再按城市；同一站点按显示顺序）',
  roles: ROLES,
  querystring: Type.Object({ position: Position }),
  data: Type.Object({ list: Type.Array(ConsoleAd) }),
});

export const SaveConsoleAd = endpoint({
  method: 'POST',
  path: '/console/site-content/ads/save',
  tag: TAG,
  summary: '新建或修改广告；首页轮播不填图片时按标题绘制一张',
  roles: ROLES,
  body: Type.Object({
    id: NewOrId(SiteContentMsg.adNotFound),
    position: Position,
    cityId: CityId,
    title: Type.String({
      maxLength: AD_TITLE_MAX * 2,
      errorMessage: SiteContentMsg.adTitleTooLong,
    }),
    subtitle: Type.String({
      maxLength: AD_SUBTITLE_MAX * 2,
      errorMessage: SiteContentMsg.adSubtitleTooLong,
    }),
    image: Url(SiteContentMsg.imageInvalid),
    link: Url(SiteContentMsg.adLinkInvalid),
    startAt: Time,
    endAt: Time,
  }),
  data: ConsoleAd,
});

export const ConsoleFriendlyLink = Type.Object({
  id: Type.Integer(),
  cityId: Type.Union([Type.Integer(), Type.Null()]),
  cityName: Type.String(),
  name: Type.String(),
  link: Type.String(),
});
export type ConsoleFriendlyLink = Static<typeof ConsoleFriendlyLink>;

export const ListConsoleLinks = endpoint({
  method: 'GET',
  path: '/console/site-content/links',
  tag: TAG,
  summary: '友情链接（主站在前，再按城市；同一站点按显示顺序）',
  roles: ROLES,
  data: Type.Object({ list: Type.Array(ConsoleFriendlyLink) }),
});

export const SaveConsoleLink = endpoint({
  method: 'POST',
  path: '/console/site-content/links/save',
  tag: TAG,
  summary: '新建或修改友情链接',
  roles: ROLES,
  body: Type.Object({
    id: NewOrId(SiteContentMsg.linkNotFound),
    cityId: CityId,
    name: Type.String({
      maxLength: LINK_NAME_MAX * 2,
      errorMessage: SiteContentMsg.linkNameTooLong,
    }),
    link: Url(SiteContentMsg.linkInvalid),
  }),
  data: ConsoleFriendlyLink,
});

/** What can be moved up or down among its own site's rows. */
export const MOVABLE_KINDS = ['ad', 'link'] as const;
/** What can be deleted. */
export const DELETABLE_KINDS = ['ad', 'link', 'exam'] as const;

export const MoveSiteContent = endpoint({
  method: 'POST',
  path: '/console/site-content/move',
  tag: TAG,
  summary: '广告或友情链接在同一站点内上移、下移一位',
  roles: ROLES,
  body: Type.Object({
    kind: Type.Unsafe<(typeof MOVABLE_KINDS)[number]>({ type: 'string', enum: [...MOVABLE_KINDS] }),
    id: Type.Integer({ minimum: 1 }),
    direction: Type.Unsafe<'up' | 'down'>({ type: 'string', enum: ['up', 'down'] }),
  }),
  data: Type.Object({ moved: Type.Boolean() }),
});

export const DeleteSiteContent = endpoint({
  method: 'POST',
  path: '/console/site-content/delete',
  tag: TAG,
  summary: '删除一条广告、友情链接或考试日历',
  roles: ROLES,
  body: Type.Object({
    kind: Type.Unsafe<(typeof DELETABLE_KINDS)[number]>({
      type: 'string',
      enum: [...DELETABLE_KINDS],
    }),
    id: Type.Integer({ minimum: 1 }),
  }),
  data: Type.Null(),
});

export const ConsoleExam = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  examType: Type.String(),
  /** 全国, or a province's short name (北京, 广西). */
  region: Type.String(),
  cityId: Type.Union([Type.Integer(), Type.Null()]),
  cityName: Type.String(),
  /** China days, YYYY-MM-DD. */
  signupStart: Type.String(),
  signupEnd: Type.String(),
  examDate: Type.String(),
  /** The announcement the calendar entry opens. */
  articleId: Type.Union([Type.Integer(), Type.Null()]),
  articleTitle: Type.String(),
});
export type ConsoleExam = Static<typeof ConsoleExam>;

export const ListConsoleExams = endpoint({
  method: 'GET',
  path: '/console/site-content/exams',
  tag: TAG,
  summary: '考试日历（考试日期新的在前；可按类型、名称查找）',
  roles: ROLES,
  querystring: Type.Object({
    ...PageQuery.properties,
    examType: Type.Optional(Type.String({ maxLength: 16 })),
    keyword: Type.Optional(Type.String({ maxLength: 40, errorMessage: '搜索内容不能超过40个字' })),
  }),
  data: PageOf(ConsoleExam),
});

export const SaveConsoleExam = endpoint({
  method: 'POST',
  path: '/console/site-content/exams/save',
  tag: TAG,
  summary: '新建或修改考试日历条目',
  roles: ROLES,
  body: Type.Object({
    id: NewOrId(SiteContentMsg.examNotFound),
    title: Type.String({
      maxLength: EXAM_TITLE_MAX * 2,
      errorMessage: SiteContentMsg.examTitleTooLong,
    }),
    examType: Type.String({ maxLength: 16, errorMessage: SiteContentMsg.examTypeInvalid }),
    region: Type.String({ maxLength: 16, errorMessage: SiteContentMsg.regionInvalid }),
    cityId: CityId,
    signupStart: Day,
    signupEnd: Day,
    examDate: Day,
    articleId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      errorMessage: SiteContentMsg.articleNotFound,
    }),
  }),
  data: ConsoleExam,
});

const Entry = Type.Object({
  url: Url(SiteContentMsg.aboutUrlInvalid),
  profile: Type.String({
    maxLength: ABOUT_LINE_MAX,
    errorMessage: SiteContentMsg.aboutLineTooLong,
  }),
});
const AboutFields = Type.Object({
  /** Sanitised HTML. */
  profile: Type.String({
    maxLength: ABOUT_PROFILE_MAX,
    errorMessage: SiteContentMsg.profileTooLong,
  }),
  app: Entry,
  officialAccountGxw: Entry,
  officialAccountLxw: Entry,
  tiktok: Entry,
});

const PageType = Type.Unsafe<PortalPageType>({
  type: 'integer',
  enum: [...PORTAL_PAGE_TYPES],
  errorMessage: SiteContentMsg.pageTypeInvalid,
});
export const ConsolePortalPage = Type.Object({
  type: PageType,
  title: Type.String(),
  /** Sanitised HTML. */
  body: Type.String(),
  updatedAt: Type.String(),
});

export const ConsoleAbout = Type.Object({
  ...AboutFields.properties,
  /** '' before anyone saved it. */
  updatedAt: Type.String(),
  pages: Type.Array(ConsolePortalPage),
});
export type ConsoleAbout = Static<typeof ConsoleAbout>;

export const GetConsoleAbout = endpoint({
  method: 'GET',
  path: '/console/site-content/about',
  tag: TAG,
  summary: '关于我们：简介、APP 与公众号介绍，以及企业文化、发展历程两页',
  roles: ROLES,
  data: ConsoleAbout,
});

export const SaveConsoleAbout = endpoint({
  method: 'POST',
  path: '/console/site-content/about/save',
  tag: TAG,
  summary: '保存关于我们的简介与 APP、公众号介绍（简介经服务器清理后保存）',
  roles: ROLES,
  body: AboutFields,
  data: ConsoleAbout,
});

export const SavePortalPage = endpoint({
  method: 'POST',
  path: '/console/site-content/pages/save',
  tag: TAG,
  summary: '保存企业文化或发展历程页（内容经服务器清理后保存）',
  roles: ROLES,
  body: Type.Object({
    type: PageType,
    title: Type.String({ maxLength: 40, errorMessage: SiteContentMsg.pageTitleTooLong }),
    body: Type.String({
      maxLength: PORTAL_PAGE_BODY_MAX,
      errorMessage: SiteContentMsg.pageBodyTooLong,
    }),
  }),
  data: ConsoleAbout,
});
