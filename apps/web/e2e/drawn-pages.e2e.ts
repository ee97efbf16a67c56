import { describe, expect, inject, it } from 'vitest';
import { appStarted, collectErrors } from './support/drawn-page.ts';
import { useBrowser } from './support/browser.ts';
import { openAs, registerLearner, serverCall } from './support/learners.ts';

/**
 * The desktop site's content pages as a visitor first gets them: drawn by the server, shown
 * before any of the app's script has run, and taken over in place by the app when the reader
 * first reaches for the page.
 */

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('desktop pages the server draws for visitors', () => {
  const ui = useBrowser();

  it('shows an article before its app starts, and the app starts on the first click', async () => {
    const { page } = ui;
    const errors = collectErrors(page);
    const article = await serverCall<{ title: string }>('/api/v1/pc/articles/5');

    // Before any script: the server's HTML is the drawn page with antd's styles in the head.
    const html = await (await fetch(`${inject('baseURL')}/articleDetail/5`)).text();
    expect(html).toContain('<div id="root" data-server-rendered>');
    expect(html).toContain(escapeHtml(article.title));
    expect(html).toMatch(/<style[^>]*data-css-hash/);

    await page.goto('/articleDetail/5');
    await page
      .locator('#root[data-server-rendered]')
      .getByRole('heading', { level: 1, name: article.title })
      .waitFor();
    await page.getByRole('link', { name: '登录', exact: true }).waitFor();
    await page.waitForLoadState('load');
    expect(await appStarted(page), 'the app waits for the reader').toBe(false);

    // A click on WeChat's share button starts the app, which then shows the page's QR code.
    await page.getByRole('button', { name: '分享到微信' }).click();
    await page.getByText('微信扫一扫，分享给好友').waitFor();
    expect(await appStarted(page)).toBe(true);
    expect(errors, 'the page took over the drawn markup as it was').toEqual([]);
  });

  it('opens a drawn home whose banner dots work from the first click, then shows the pop-up once', async () => {
    const { page } = ui;
    const errors = collectErrors(page);
    await page.goto('/');
    const drawn = page.locator('#root[data-server-rendered]');
    await drawn.getByText('最新资讯').first().waitFor();
    await page.waitForLoadState('load');
    expect(await appStarted(page), 'the app waits for the reader').toBe(false);

    // A click on the second dot is held while the app starts, then moves the banner.
    const dots = page.locator('.slick-dots li');
    await dots.nth(1).locator('button').click();
    await expect.poll(() => dots.nth(1).getAttribute('class')).toContain('slick-active');
    expect(await appStarted(page)).toBe(true);

    // The pop-up ad is the browser's to decide (once per visit): it shows once the app runs.
    const popUp = page.locator('.ant-modal').filter({ hasText: '立即查看' });
    await popUp.waitFor();
    await popUp.locator('.ant-modal-close').click();
    await popUp.waitFor({ state: 'hidden' });
    expect(errors, 'the page took over the drawn markup as it was').toEqual([]);
  });

  it('leaves a signed-in learner’s pages to the app, with their own header', async () => {
    const { page } = ui;
    const { token } = await registerLearner('登录读者');
    const html = await (
      await fetch(`${inject('baseURL')}/articleDetail/5`, {
        headers: { cookie: `edu_token=${token}; lx_token=${token}` },
      })
    ).text();
    expect(html).not.toContain('data-server-rendered');

    await openAs(page, token, '/articleDetail/5');
    await page.getByText('您好，登录读者，欢迎来到上岸！').waitFor();
  });

  it("draws a learner's past paper with its question, and the first tap and key are answers", async () => {
    const { page } = ui;
    const errors = collectErrors(page);
    const { token } = await registerLearner('真题读题者');
    const path = '/questionBank/overYearTrueTopicDetailTest?paperId=1';
    await openAs(page, token, path);
    const question = page
      .locator('#root[data-server-rendered] main[aria-label="题目区"] article[data-question-id]')
      .first();
    await question.waitFor();
    await page.waitForLoadState('load');
    expect(await appStarted(page), 'the question is read before the app starts').toBe(false);

    // The tap that wakes the app is the answer; so is the next key, once the app runs.
    const option = (letter: string) => question.getByRole('radio', { name: `选项${letter}` });
    await option('B').click();
    await expect.poll(() => option('B').getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => page.getByTestId('save-state').innerText()).toBe('已保存');
    await page.keyboard.press('c');
    await expect.poll(() => option('C').getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => page.getByTestId('save-state').innerText()).toBe('已保存');
    await expect.poll(() => page.getByTestId('practice-clock').innerText()).toMatch(/^用时 /);

    // Opened again, the server draws the same attempt with the saved answer.
    await page.goto(path);
    await expect.poll(() => option('C').getAttribute('aria-checked')).toBe('true');
    expect(await appStarted(page)).toBe(false);

    // An answer changed just before a reload, inside the save delay, is on the reloaded page.
    await page.keyboard.press('d');
    await expect.poll(() => option('D').getAttribute('aria-checked')).toBe('true');
    await page.reload();
    await expect.poll(() => option('D').getAttribute('aria-checked')).toBe('true');
    expect(await appStarted(page)).toBe(false);
    expect(errors, 'the page took over the drawn markup as it was').toEqual([]);
  });

  it('leaves a practice screen to the app for a visitor or an ended session', async () => {
    const path = `${inject('baseURL')}/questionBank/overYearTrueTopicDetailTest?paperId=1`;
    for (const cookie of ['', 'edu_token=ended; lx_token=ended']) {
      const res = await fetch(path, { headers: { cookie } });
      expect(res.status, cookie).toBe(200);
      expect(await res.text(), cookie).not.toContain('data-server-rendered');
    }
    // The server is still there after drawing for an ended session.
    expect((await fetch(`${inject('baseURL')}/healthz`)).status).toBe(200);
  });
});
