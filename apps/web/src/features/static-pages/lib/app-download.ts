import type { AboutUs } from '../api/about-us';

/** What the app offers, on the desktop and mobile download pages alike. */
export const APP_HIGHLIGHTS: ReadonlyArray<{ title: string; text: string }> = [
  { title: '题库随身刷', text: '每日一练、专项练习、错题本，碎片时间也能提分。' },
  { title: '公告早知道', text: '订阅关注的省份和考试类型，新公告第一时间推送。' },
  { title: '课程离线看', text: '网校课程支持下载，地铁上没网也能学。' },
  { title: '进度全同步', text: '与网站共用账号和会员，学习记录多端同步。' },
];

export const APP_DEFAULT_PROFILE = '刷题、看课、查公告，学习进度多端同步。';

/**
 * The app-store address, configured through the about-us content (app.url); only a full
 * address counts, since the default points back at the download page itself.
 */
export function appStoreUrl(about: AboutUs | undefined): string | null {
  const url = about?.app.url;
  return url && /^https?:\/\//.test(url) ? url : null;
}
