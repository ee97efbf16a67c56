import { describe, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { openAs, serverCall } from './support/learners.ts';

/**
 * Site content end to end: the demo editor adds a carousel banner in the console without a
 * picture; a visitor then finds it on the home page at once, with the picture drawn for it.
 */
const EDITOR = { phone: '13800000005', password: 'shangan123' };

describe('site content from the console', () => {
  const ui = useBrowser();

  it('an editor adds a home banner and a visitor sees it', async () => {
    const page = ui.page;
    const title = `寒假申论集训营${Date.now() % 100_000}`;
    const editor = await serverCall<{ token: string }>('/api/v1/pc/login', {
      form: { type: '1', account: EDITOR.phone, password: EDITOR.password },
    });
    await openAs(page, editor.token, '/admin');
    await page.getByRole('menuitem', { name: '站点内容' }).click();
    await page.getByRole('button', { name: /新建广告/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('标题', { exact: true }).fill(title);
    await dialog.getByLabel('副标题').fill('名师带练 · 逐篇批改');
    await dialog.getByLabel('点击打开的地址').fill('/list.html');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(title).first().waitFor();

    await page.context().clearCookies();
    await page.goto('/');
    // Slides off screen are hidden from the accessibility tree: found by their alt text.
    const slide = page.locator(`img[alt="${title}：名师带练 · 逐篇批改"]`);
    await slide.first().waitFor({ state: 'attached' });
    const src = await slide.first().getAttribute('src');
    if (!src?.startsWith('/api/v1/pc/images/')) throw new Error(`banner picture not drawn: ${src}`);
  });
});
