import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser.ts';

/**
 * The desktop site on a 390 px phone: no page may scroll sideways. Wide tables scroll inside
 * their own box; everything else wraps. Each page is measured once its main content shows.
 */

const PHONE = { width: 390, height: 844 };

/** Each route with what shows once its content (not just the header) has rendered. */
const ROUTES: Array<[path: string, ready: (page: Page) => Locator]> = [
  ['/', (page) => page.getByText('最新资讯').first()],
  ['/column/list/zhaoluzhiwei.html/zhiweibiao', (page) => page.locator('main ul li a').first()],
  ['/articleDetail/5', (page) => page.getByText(/^来源：/).first()],
  ['/search?keyword=公告', (page) => page.getByText(/找到 \d+ 条与“公告”相关的结果/)],
  ['/questionBank', (page) => page.locator('main').getByRole('link').first()],
  ['/mock', (page) => page.locator('main .ant-table-row').first()],
  ['/vipRights', (page) => page.locator('main h1').first()],
  [
    '/login',
    (page) =>
      page
        .locator('main')
        .getByRole('button', { name: /登\s*录/ })
        .first(),
  ],
  [
    '/register',
    (page) =>
      page
        .locator('main')
        .getByRole('button', { name: /注\s*册/ })
        .first(),
  ],
];

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

describe('phone width (390 px)', () => {
  const ui = useBrowser(PHONE);
  let token = '';

  beforeAll(async () => {
    // A learner of its own, logged in through the API: the accounts UI is not under test.
    const base = inject('baseURL');
    const phone = `186${String(Date.now()).slice(-8)}`;
    const sms = (await (
      await fetch(`${base}/api/v1/pc/sms_send?phone=${phone}&type=register`)
    ).json()) as { data: { code: string } };
    const login = (await (
      await fetch(`${base}/api/v1/h5/lxuserRegister`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          realname: '窄屏学员',
          phone,
          code: sms.data.code,
          email: '',
          password: 'secret123',
        }),
      })
    ).json()) as { data: { token: string } };
    token = login.data.token;
  });

  it.each(ROUTES)('%s does not scroll sideways', async (path, ready) => {
    const { page } = ui;
    await page.goto(path);
    await ready(page).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });

  it('/personalCenter/myVip fits, with 开通VIP on screen and the orders table scrolling in its box', async () => {
    const { page } = ui;
    await page.context().addCookies([{ name: 'edu_token', value: token, url: inject('baseURL') }]);
    await page.goto('/personalCenter/myVip');
    await page.getByText('购买记录').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    const action = await page
      .getByRole('button', { name: /开通\s*VIP/ })
      .first()
      .boundingBox();
    expect(action && action.x + action.width).toBeLessThanOrEqual(PHONE.width);
    const table = await page.locator('main .ant-table').first().boundingBox();
    expect(table && table.x + table.width).toBeLessThanOrEqual(PHONE.width);
  });

  it('/questionBank/record fits, its kind tabs scrolling in their own strip', async () => {
    const { page } = ui;
    await page.context().addCookies([{ name: 'edu_token', value: token, url: inject('baseURL') }]);
    await page.goto('/questionBank/record');
    await page.getByRole('tab', { name: '错题重练' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });

  it('/grading fits, the queue table with its 操作 column scrolling in its box', async () => {
    const { page } = ui;
    const base = inject('baseURL');
    const login = (await (
      await fetch(`${base}/api/v1/pc/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: '1', account: '13800000009', password: 'shangan123' }),
      })
    ).json()) as { data: { token: string } };
    await page.context().addCookies([{ name: 'edu_token', value: login.data.token, url: base }]);
    await page.goto('/grading');
    await page.locator('main .ant-table').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    const table = await page.locator('main .ant-table').first().boundingBox();
    expect(table && table.x + table.width).toBeLessThanOrEqual(PHONE.width);
  });
});
