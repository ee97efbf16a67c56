import { DatabaseSync } from 'node:sqlite';
import { describe, expect, inject, it } from 'vitest';
import { SupportMsg } from '@shangan/shared';
import { useBrowser } from './support/browser.ts';

/** The suite's server database: the staff console will write settings there, as this does. */
function withDatabase<T>(run: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(inject('databasePath'));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    return run(db);
  } finally {
    db.close();
  }
}

describe('site settings and customer service', () => {
  const ui = useBrowser();

  it('shows the home page in colour, and grey only while staff switch mourning mode on', async () => {
    const { page } = ui;
    const filter = () => page.evaluate(() => getComputedStyle(document.documentElement).filter);
    // The home arrives drawn by the server, grey mode and all, before its app starts.
    await page.goto('/');
    await page.locator('html.grey-mode').waitFor({ state: 'attached' });
    expect(await filter()).toBe('none');

    withDatabase((db) =>
      db
        .prepare(
          `INSERT INTO site_setting (key, value, updated_at) VALUES ('grayMode', 'true', ?)
           ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
        )
        .run(new Date().toISOString()),
    );
    try {
      // Written straight into the database: the home the server drew a moment ago is kept,
      // and sent, for a few seconds more.
      await expect
        .poll(
          async () => {
            await page.reload();
            return page.locator('html[data-gray-mode="on"].grey-mode').count();
          },
          { timeout: 20_000, interval: 1_000 },
        )
        .toBe(1);
      expect(await filter()).toBe('grayscale(1)');
      // Only the home page: another page stays in colour on the same day.
      await page.goto('/aboutUs');
      await page.locator('html:not(.grey-mode)').waitFor({ state: 'attached' });
      expect(await filter()).toBe('none');
    } finally {
      withDatabase((db) => db.prepare(`DELETE FROM site_setting WHERE key = 'grayMode'`).run());
    }
  });

  it('shows no made-up contact details in production and hides 返回旧版 without an address', async () => {
    const { page } = ui;
    const config = page.waitForResponse((res) => res.url().endsWith('/api/v1/pc/siteConfig'));
    await page.goto('/contactUs');
    await config;
    const footer = page.locator('footer');
    await footer.getByText('版权所有').waitFor();
    const text = await footer.innerText();
    expect(text).not.toContain('客服热线');
    expect(text).not.toMatch(/ICP备|公网安备/);
    expect(await page.locator('main').innerText()).not.toContain('shangan.example');
    const toolbar = page.getByRole('complementary', { name: '快捷服务' });
    await toolbar.getByTitle('下载APP').waitFor();
    expect(await toolbar.getByTitle('返回旧版').count()).toBe(0);
  });

  it('lets a visitor leave a message from the toolbar, which reaches staff', async () => {
    const { page } = ui;
    await page.goto('/aboutUs');
    await page.getByRole('complementary', { name: '快捷服务' }).getByTitle('岗位查询').click();
    const dialog = page.getByRole('dialog', { name: '留言咨询' });
    await dialog.getByText('在线客服暂未开通', { exact: false }).waitFor();

    await dialog.getByRole('button', { name: '提交留言' }).click();
    await dialog.getByText(SupportMsg.nameRequired).waitFor();

    const phone = `139${String(Date.now()).slice(-8)}`;
    await dialog.getByLabel('您的称呼').fill('浏览器测试');
    await dialog.getByLabel('手机号').fill(phone);
    await dialog.getByLabel('留言内容').fill('请问今年国考岗位表在哪里下载？');
    const sent = page.waitForResponse((res) => res.url().endsWith('/api/v1/pc/support/message'));
    await dialog.getByRole('button', { name: '提交留言' }).click();
    expect((await sent).status()).toBe(200);
    await dialog.getByText(SupportMsg.sent).waitFor();

    const row = withDatabase((db) =>
      db
        .prepare(
          'SELECT name, topic, content, page_url, status FROM support_message WHERE phone = ?',
        )
        .get(phone),
    );
    expect(row).toEqual({
      name: '浏览器测试',
      topic: '岗位查询',
      content: '请问今年国考岗位表在哪里下载？',
      page_url: '/aboutUs',
      status: 'open',
    });
    await dialog.getByRole('button', { name: '知道了' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});
