import { PROVINCES } from './provinces.ts';

/**
 * The console's site content (editors): the home carousel, the pop-up ad, the about page's ads,
 * friendly links, the exam calendar and the about-us pages. Limits and messages shared by the
 * server and the console.
 */

/** Where an ad shows: the home carousel, the home pop-up, the about page. */
export const AD_POSITIONS = ['banner', 'popup', 'aboutUs'] as const;
export type AdPosition = (typeof AD_POSITIONS)[number];
export const AD_POSITION_NAMES: Record<AdPosition, string> = {
  banner: '首页轮播',
  popup: '首页弹窗',
  aboutUs: '关于我们页广告',
};

/** An ad as the console lists it: running now, waiting for its start, or over. */
export const AD_STATES = ['running', 'scheduled', 'ended'] as const;
export type AdState = (typeof AD_STATES)[number];
export const AD_STATE_NAMES: Record<AdState, string> = {
  running: '展示中',
  scheduled: '未开始',
  ended: '已结束',
};

/** The kinds of exam the calendar files exams under; the mock-exam pages filter by them. */
export const EXAM_CALENDAR_TYPES = [
  '国考',
  '省考',
  '选调生',
  '遴选',
  '事业单位',
  '军队文职',
] as const;

/** 北京市 → 北京, 广西壮族自治区 → 广西: how the calendar names a region. */
export function shortProvinceName(province: string): string {
  return province.replace(/(省|市|特别行政区|壮族自治区|回族自治区|维吾尔自治区|自治区)$/, '');
}

/** A calendar exam's region: nationwide or one province by its short name. */
export const EXAM_REGIONS = ['全国', ...PROVINCES.map(shortProvinceName)];

/** The about-us company pages of the site's footer, by their stored type. */
export const PORTAL_PAGE_TYPES = [2, 3] as const;
export type PortalPageType = (typeof PORTAL_PAGE_TYPES)[number];
export const PORTAL_PAGE_NAMES: Record<PortalPageType, string> = { 2: '企业文化', 3: '发展历程' };

export const AD_TITLE_MAX = 40;
export const AD_SUBTITLE_MAX = 60;
export const LINK_NAME_MAX = 20;
export const EXAM_TITLE_MAX = 60;
export const ABOUT_PROFILE_MAX = 20_000;
export const ABOUT_LINE_MAX = 200;
export const PORTAL_PAGE_BODY_MAX = 50_000;
/** Pictures and links as the site stores them. */
export const URL_MAX = 500;

/** A picture: on the web over https, or on this site. */
export const PICTURE_ADDRESS = /^(https:\/\/|\/)/;
/** Where a click leads: a page of this site, or the web. */
export const LINK_ADDRESS = /^(https?:\/\/[^\s]+|\/[^\s]*)$/;

export const SiteContentMsg = {
  saved: '已保存',
  deleted: '已删除',
  moved: '顺序已调整',
  adNotFound: '广告不存在或已删除',
  linkNotFound: '友情链接不存在或已删除',
  examNotFound: '考试日历条目不存在或已删除',
  positionInvalid: '请选择广告位置',
  cityNotFound: '所选城市分站不存在',
  adTitleRequired: '请填写广告标题',
  adTitleTooLong: `广告标题不能超过${AD_TITLE_MAX}个字`,
  adSubtitleTooLong: `副标题不能超过${AD_SUBTITLE_MAX}个字`,
  imageInvalid: '图片地址应以 https:// 或 / 开头，不超过500个字符',
  adLinkInvalid: '请填写点击后打开的地址：站内以 / 开头，站外以 http:// 或 https:// 开头',
  timeInvalid: '时间格式不正确',
  windowInvalid: '结束时间应晚于开始时间',
  linkNameRequired: '请填写链接名称',
  linkNameTooLong: `链接名称不能超过${LINK_NAME_MAX}个字`,
  linkInvalid: '链接地址应以 http://、https:// 或 / 开头，不超过500个字符',
  examTitleRequired: '请填写考试名称',
  examTitleTooLong: `考试名称不能超过${EXAM_TITLE_MAX}个字`,
  examTypeInvalid: `考试类型应为${EXAM_CALENDAR_TYPES.join('、')}之一`,
  regionInvalid: '请选择地区（全国或省份）',
  dayInvalid: '日期格式应为 2026-03-01',
  examOrderInvalid: '日期应依次为：报名开始 ≤ 报名截止 ≤ 考试日期',
  articleNotFound: '关联的公告文章不存在或已下线',
  profileTooLong: `简介不能超过${ABOUT_PROFILE_MAX}个字符`,
  aboutLineTooLong: `每项介绍不能超过${ABOUT_LINE_MAX}个字`,
  aboutUrlInvalid: '地址应以 http://、https:// 或 / 开头，不超过500个字符',
  pageTypeInvalid: '页面不存在',
  pageTitleRequired: '请填写页面标题',
  pageTitleTooLong: '页面标题不能超过20个字',
  pageBodyTooLong: `页面内容过长（不超过${PORTAL_PAGE_BODY_MAX}个字符）`,
  pageBodyRequired: '请填写页面内容',
} as const;
