import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';

describe('site shell and route table', () => {
  const ui = useBrowser();

  it('renders the home page with header and footer, in grey mode only there', async () => {
    const { page } = ui;
    await page.goto('/');
    await page.locator('header').getByRole('link', { name: '首页' }).first().waitFor();
    expect(await page.locator('footer').getByRole('link', { name: '网站地图' }).count()).toBe(1);
    expect(await page.locator('.grey-mode').count()).toBe(1);

    await page.goto('/aboutUs');
    await page.locator('header').waitFor();
    expect(await page.locator('.grey-mode').count()).toBe(0);
  });

  it('sends an unknown path to /error, counts down from 3 and arrives home', async () => {
    const { page } = ui;
    const started = Date.now();
    await page.goto('/this/page/does/not/exist');
    await page.waitForURL('**/error');
    await page.getByText('抱歉，您访问的页面走丢了').waitFor();
    const countdown = page.getByText(/秒后自动返回首页/);
    expect(await countdown.innerText()).toMatch(/3\s*秒后自动返回首页/);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 8_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_500);
  });

  it('goes back home from the error page with its button', async () => {
    const { page } = ui;
    await page.goto('/error');
    await page.getByRole('button', { name: '返回首页' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('redirects /list to /list.html', async () => {
    const { page } = ui;
    await page.goto('/list');
    await page.waitForURL('**/list.html');
    expect(new URL(page.url()).pathname).toBe('/list.html');
  });

  it('redirects /personalCenter to /personalCenter/myCollection without a footer', async () => {
    const { page } = ui;
    await page.goto('/personalCenter');
    await page.waitForURL('**/personalCenter/myCollection');
    await page.locator('header').waitFor();
    expect(await page.locator('footer').count()).toBe(0);
  });

  it('renders a duplicate folder-style path as the same page', async () => {
    const { page } = ui;
    await page.goto('/vip/VipRights');
    const duplicateTitle = await page.locator('h1').first().innerText();
    await page.goto('/vipRights');
    expect(await page.locator('h1').first().innerText()).toBe(duplicateTitle);
    expect(new URL(page.url()).pathname).toBe('/vipRights');
  });

  it('resolves every parameterised route of the table', async () => {
    const { page } = ui;
    for (const path of [
      '/column/beijing/gov/list/kaoshigonggao.html/guokao',
      '/columnGov/list/kaoshigonggao.html',
      '/articleDetail/1',
      '/articlePdf/1/2',
      '/lxSpecial/scoreLine',
      '/questionBank/overYearTrueTopic',
      '/personalCenter/order/12/34',
    ]) {
      await page.goto(path);
      await page.locator('header').waitFor();
      expect(new URL(page.url()).pathname, path).toBe(path);
    }
  });

  it('serves the service worker at /sw.js', async () => {
    const res = await fetch(`${ui.baseURL}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
  });
});
