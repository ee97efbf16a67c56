import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser.ts';

/**
 * The home pop-up ad shows once per session; close it as a visitor would. The home arrives
 * drawn by the server, and its app (which shows the ad) starts when the reader points at it.
 */
async function closePopAd(page: Page): Promise<void> {
  await page.mouse.move(200, 300);
  const dialog = page.getByRole('dialog');
  await dialog.getByText('立即查看').waitFor();
  await dialog.getByRole('button', { name: /close|关闭/i }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('news portal', () => {
  const ui = useBrowser();

  it('goes from home to a column, an article, a two-keyword search and a result', async () => {
    const { page } = ui;
    await page.goto('/');
    await closePopAd(page);
    const columnBar = page.getByRole('navigation', { name: '资讯栏目' });
    await columnBar.getByRole('link', { name: '考试公告' }).waitFor();
    expect(await columnBar.getByRole('link', { name: '企业新闻' }).count()).toBe(0);
    expect(await columnBar.getByRole('link').count()).toBeLessThanOrEqual(9);

    // Column links open in a new tab.
    const [columnTab] = await Promise.all([
      page.context().waitForEvent('page'),
      columnBar.getByRole('link', { name: '考试公告' }).click(),
    ]);
    await columnTab.waitForLoadState();
    expect(new URL(columnTab.url()).pathname).toBe('/column/list/kaoshigonggao.html');
    await columnTab.getByRole('heading', { name: '考试公告', level: 1 }).waitFor();
    const firstArticle = columnTab.locator('main ul li a').first();
    const articleTitle = (await firstArticle.innerText()).trim();
    await firstArticle.click();
    await columnTab.waitForURL(/\/article(Detail|Pdf)\/\d+/);
    await columnTab.getByRole('heading', { name: articleTitle, level: 1 }).waitFor();

    // Two keywords in the header search box: both must match.
    const search = columnTab.getByRole('searchbox', { name: '站内搜索' });
    await search.fill('国考 公告');
    await search.press('Enter');
    await columnTab.waitForURL(/\/search\?keyword=/);
    await columnTab.getByText(/找到 \d+ 条与“国考 公告”相关的结果/).waitFor();
    const result = columnTab.locator('main, .app-main').locator('ul li a').first();
    expect(await result.locator('em').count()).toBeGreaterThan(0);
    const resultTitle = (await result.innerText()).trim();
    expect(resultTitle).toContain('国考');
    await result.click();
    await columnTab.getByRole('heading', { name: resultTitle, level: 1 }).waitFor();
    await columnTab.close();
  });

  it('shows a sub-site home with its back link and without the search box', async () => {
    const { page } = ui;
    await page.goto('/substation?cityId=1');
    await page.getByRole('heading', { name: /上岸 · 北京站/ }).waitFor();
    await page.getByRole('link', { name: '返回主站' }).waitFor();
    expect(await page.getByRole('searchbox', { name: '站内搜索' }).count()).toBe(0);
    await closePopAd(page);
    await page.getByRole('link', { name: '返回主站' }).click();
    await page.waitForURL((url) => url.pathname === '/' && !url.search);
    await page.getByRole('searchbox', { name: '站内搜索' }).waitFor();
  });

  it('warns when the search is empty and stays on the page', async () => {
    const { page } = ui;
    await page.goto('/aboutUs');
    const search = page.getByRole('searchbox', { name: '站内搜索' });
    await search.fill('   ');
    await search.press('Enter');
    await page.getByText('请输入搜索内容').waitFor();
    expect(new URL(page.url()).pathname).toBe('/aboutUs');
  });

  it('shows hot searches on focus and hides them 300 ms after blur', async () => {
    const { page } = ui;
    await page.goto('/aboutUs');
    const search = page.getByRole('searchbox', { name: '站内搜索' });
    const hot = page.getByRole('listbox', { name: '热门搜索' });
    await search.focus();
    await hot.getByRole('option').first().waitFor();
    const blurredAt = await page.evaluate(() => {
      (document.activeElement as HTMLElement).blur();
      return performance.now();
    });
    expect(await hot.isVisible()).toBe(true);
    await hot.waitFor({ state: 'detached' });
    const hiddenAt = await page.evaluate(() => performance.now());
    expect(hiddenAt - blurredAt).toBeGreaterThanOrEqual(250);

    // A hot word is a search of its own.
    await search.focus();
    const word = (await hot.getByRole('option').first().innerText()).replace(/^\d+/, '').trim();
    await hot.getByRole('option').first().click();
    await page.waitForURL(/\/search\?keyword=/);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe(word);
  });

  it('sends article pages with their title and text to readers without JavaScript', async () => {
    const html = await (await fetch(`${ui.baseURL}/articleDetail/1`)).text();
    const title = /<title>([^<]+) - 上岸<\/title>/.exec(html)?.[1];
    expect(title).toBeTruthy();
    expect(html).toContain('<link rel="canonical"');
    // Drawn by the server for a visitor: the whole page, header and article.
    expect(html).toContain('<div id="root" data-server-rendered>');

    const context = await ui.page.context().browser()!.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${ui.baseURL}/articleDetail/1`);
    expect(await page.locator('main h1').innerText()).toBe(title);
    await page.getByRole('navigation', { name: '资讯栏目' }).getByRole('link').first().waitFor();
    await context.close();
  });

  it('shows a PDF article inside the page and reports page views', async () => {
    const { page } = ui;
    const viewed = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/v1/pc/BuryingPointLogs/record') &&
        (request.postData() ?? '').includes('articlePdf'),
    );
    await page.goto('/search?keyword=PDF');
    await page.goto('/column/list/zhaoluzhiwei.html/zhiweibiao');
    await page
      .locator('main ul li a')
      .filter({ has: page.getByLabel('PDF') })
      .first()
      .click();
    await page.waitForURL(/\/articlePdf\/\d+/);
    await viewed;
    const frame = page.locator('iframe');
    await frame.waitFor();
    const src = await frame.getAttribute('src');
    const pdf = await fetch(`${ui.baseURL}${src}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.text()).startsWith('%PDF-')).toBe(true);
    // The PDF reader takes the whole page: neither footer nor floating toolbar.
    expect(await page.locator('footer').count()).toBe(0);
    expect(await page.getByRole('complementary', { name: '快捷服务' }).count()).toBe(0);
  });
});
