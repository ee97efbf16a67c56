import { describe, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { openAs, serverCall } from './support/learners.ts';

/**
 * Publishing end to end: the demo editor writes an article in the console's rich-text editor
 * and publishes it; a visitor then finds it with the home page's search box and reads it, the
 * editor's bold text and list kept.
 */
const EDITOR = { phone: '13800000005', password: 'shangan123' };

describe('articles from the console', () => {
  const ui = useBrowser();

  it('an editor publishes an article and a visitor finds it in search', async () => {
    const page = ui.page;
    const place = `澄江${Date.now() % 100_000}`;
    const title = `2027年${place}县事业单位公开招聘公告`;
    const editor = await serverCall<{ token: string }>('/api/v1/pc/login', {
      form: { type: '1', account: EDITOR.phone, password: EDITOR.password },
    });
    await openAs(page, editor.token, '/admin');
    await page.getByRole('menuitem', { name: '文章管理' }).click();
    await page.getByRole('button', { name: '写文章' }).click();
    await page.getByLabel('标题').fill(title);
    await page.getByRole('combobox', { name: '栏目' }).click();
    await page.locator('.ant-select-tree-node-content-wrapper').first().click();
    const body = page.getByLabel('正文');
    await body.click();
    await page.keyboard.type('报名时间为三月一日至三月十日，');
    await page.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('逾期不予受理');
    await page.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('。');
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await page.getByText('已发布，网站和搜索已更新').waitFor();

    // A visitor, through the header's search box on the home page: typing as the page wakes,
    // the keys must not be taken by the home page's pop-up ad.
    await page.context().clearCookies();
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: '站内搜索' });
    await search.fill(place);
    await search.press('Enter');
    await page.waitForURL(/\/search\?keyword=/);
    // Listed among the results, and among the latest news beside them: the same article.
    await page.getByRole('link', { name: title }).first().click();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.locator('strong', { hasText: '逾期不予受理' }).waitFor();
  });
});
