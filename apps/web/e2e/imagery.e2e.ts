import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';

describe('demo imagery', () => {
  const ui = useBrowser();

  it('shows the home banners as loaded pictures whose box is sized before they arrive', async () => {
    const { page } = ui;
    // The home as the server drew it: the pictures are there before any script runs.
    await page.goto('/');
    const banner = page.getByRole('img', { name: /国考备考全程班/ }).first();
    await banner.waitFor();
    // The browser decoded the seeded SVG, so the server served it as an image.
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('img[alt*="国考备考全程班"]')).some(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    expect(await banner.getAttribute('width')).toBe('1200');
    expect(await banner.getAttribute('height')).toBe('400');
    const box = await banner.boundingBox();
    expect(box!.height).toBeGreaterThan(100);
  });

  it('heads each topic card with its cover, sized and lazily loaded', async () => {
    const { page } = ui;
    await page.goto('/specialTopics');
    const cover = page.getByRole('img', { name: /专题封面$/ }).first();
    await cover.waitFor();
    expect(await cover.getAttribute('width')).toBe('640');
    expect(await cover.getAttribute('height')).toBe('240');
    expect(await cover.getAttribute('loading')).toBe('lazy');
    expect(await page.getByRole('img', { name: /专题封面$/ }).count()).toBeGreaterThanOrEqual(5);
  });

  it('heads a column page, and its sub-columns, with the column header picture', async () => {
    const { page } = ui;
    for (const path of [
      '/column/list/zhaoluzhiwei.html',
      '/column/list/zhaoluzhiwei.html/zhiweibiao',
    ]) {
      await page.goto(path);
      const header = page.getByRole('img', { name: '招录职位栏目' });
      await header.waitFor();
      expect(await header.getAttribute('width')).toBe('1200');
      expect(await header.getAttribute('height')).toBe('160');
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('img[alt="招录职位栏目"]');
        return !!img && img.complete && img.naturalWidth > 0;
      });
    }
  });
});
