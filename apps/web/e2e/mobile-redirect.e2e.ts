import { describe, expect, it } from 'vitest';
import { PHONE_DEVICE, useBrowser } from './support/browser.ts';

/**
 * The desktop routes of the redirect table, one address each with the ids the table names,
 * and the mobile address a phone must land on.
 */
const ROUTES: Array<[name: string, desktop: string, mobile: string]> = [
  ['Book', '/book', '/m/books'],
  ['TheColumnList', '/column/list/zhaoluzhiwei.html/zhiweibiao', '/m/article'],
  ['ColumnList', '/columnList?columnId=2', '/m/article?columnId=2'],
  ['ArticleDetail', '/articleDetail/5', '/m/article/5'],
  ['Detail', '/detail?id=1', '/m/detail?id=1'],
  ['List', '/list.html?type=1', '/m/list?type=1'],
  ['Playback', '/playback?id=1', '/m/video/1'],
  ['Enterprise', '/enterprise?id=81&type=2', '/m/corporateNews'],
  ['siteMap', '/siteMap', '/m/navigation'],
  ['Search', '/search?keyword=%E5%85%AC%E5%91%8A', '/m/search?keyword=%E5%85%AC%E5%91%8A'],
  ['login', '/login', '/m/login'],
  ['MyCollection', '/personalCenter/myCollection', '/m/profile'],
  ['register', '/register', '/m/register'],
  ['Study', '/personalCenter/study', '/m/course?tab=mine'],
  ['Order', '/personalCenter/order', '/m/order'],
  ['AccountSettings', '/personalCenter/accountSettings', '/m/userInfo'],
  ['MyVip', '/personalCenter/myVip', '/m/vipCenter'],
  ['Recommend', '/recommend?recommendId=3', '/m/recommend/3'],
  ['oldExam', '/oldExam', '/m/trueQuestion'],
  ['Examination', '/examination', '/m/formalExam'],
  ['tagAggregation', '/tagAggregation?tagId=2', '/m/tags/2'],
  ['Videos', '/videos', '/m/video'],
  ['Mock', '/mock', '/m/mockExam'],
  ['SpecialTopics', '/specialTopics', '/m/special'],
  ['TopicDetail', '/topicDetail?id=1', '/m/special/1'],
  ['Forecast', '/forecast?type=1', '/m/forecast/1'],
  ['download', '/download', '/m/download'],
  ['courseDetail', '/courseDetail?id=1', '/m/courseDetail?id=1'],
  ['publicClass', '/publicClass', '/m/publicClass'],
];

/** Where the page ended up, relative to the site (the login guard may move on from there). */
function landed(url: string | URL): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

function onMobileSite(path: string): boolean {
  return path === '/m' || path.startsWith('/m/');
}

describe('a phone on desktop addresses', () => {
  const ui = useBrowser(PHONE_DEVICE.viewport, PHONE_DEVICE.device);

  it('lands on the mobile page of each of the 29 route names, with its id', async () => {
    expect(new Set(ROUTES.map(([name]) => name)).size).toBe(29);
    for (const [name, desktop, mobile] of ROUTES) {
      const response = await ui.page.goto(desktop);
      if (name === 'Detail' || name === 'List') {
        // Sent by hash route (/m/#/detail?…), which the mobile app turns into its path.
        await ui.page.waitForURL((url) => landed(url) === mobile);
        continue;
      }
      // The first mobile address of the redirect chain: the mobile site's own login guard
      // may move on from there.
      const chain: string[] = [];
      for (let request = response?.request() ?? null; request;) {
        chain.unshift(request.url());
        request = request.redirectedFrom();
      }
      expect(chain.map(landed).find(onMobileSite), name).toBe(mobile);
    }
  });

  it('reaches the mobile home from any other page, and the practice screens keep their path', async () => {
    await ui.page.goto('/personalCenter/myMock');
    expect(landed(ui.page.url())).toBe('/m/');
    await ui.page.goto('/questionBank');
    expect(landed(ui.page.url())).toBe('/m/questionBank');
  });

  it('stays on the desktop site once it chose 电脑版, until it chooses 手机版', async () => {
    await ui.page.goto('/m/');
    await ui.page.getByRole('button', { name: '电脑版' }).click();
    await ui.page.waitForURL((url) => !onMobileSite(url.pathname));
    await ui.page.goto('/book');
    expect(landed(ui.page.url())).toBe('/book');
    await ui.page.getByRole('button', { name: '手机版' }).click();
    await ui.page.waitForURL((url) => url.pathname === '/m/books');
    await ui.page.goto('/book');
    expect(landed(ui.page.url())).toBe('/m/books');
  });
});

describe('a desktop browser', () => {
  const ui = useBrowser();

  it('is never sent to the mobile site', async () => {
    for (const path of ['/book', '/articleDetail/5', '/personalCenter/myMock']) {
      await ui.page.goto(path);
      expect(landed(ui.page.url())).toBe(path);
    }
  });
});
