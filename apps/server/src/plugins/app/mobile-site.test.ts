import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { createNoticeArticle, writeWebDist } from '../../../test/content.ts';

const page = (root: string, title: string) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" />
<meta name="description" content="默认描述" /><title>${title}</title></head>
<body><div id="root"></div><script type="module" src="/assets/${root}.js"></script></body></html>`;

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe.each(engines)('the mobile site and the phone redirect on %s', (engine) => {
  let t: TestApp;
  let articleId: number;
  const dist = writeWebDist({
    'index.html': page('desktop', '桌面版'),
    'm/index.html': page('mobile', '手机版'),
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp(engine, {
      seed: true,
      config: { webDistDir: dist, publicUrl: 'https://www.shangan.example' },
    });
    articleId = await createNoticeArticle(t.app, engine);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends a phone asking for a desktop page to its mobile page on the first request', async () => {
    const cases: Array<[string, string]> = [
      [`/articleDetail/${articleId}`, `/m/article/${articleId}`],
      ['/playback?id=9', '/m/video/9'],
      ['/tagAggregation?tagId=3', '/m/tags/3'],
      ['/detail?id=4', '/m/#/detail?id=4'],
      ['/questionBank/specificTest?catalogueId=2', '/m/questionBank/specificTest?catalogueId=2'],
      ['/personalCenter/myMock', '/m/'],
    ];
    for (const [from, to] of cases) {
      const res = await get(from, { 'user-agent': IPHONE });
      expect(res.statusCode, from).toBe(302);
      expect(res.headers.location, from).toBe(to);
      expect(res.headers.vary).toContain('User-Agent');
    }
  });

  it('keeps desktops, tablets and phones that chose the desktop site on the desktop page', async () => {
    const visitors: Array<Record<string, string>> = [
      { 'user-agent': DESKTOP },
      { 'user-agent': IPAD },
      { 'user-agent': IPHONE, cookie: 'edu_token=x; site_view=desktop' },
    ];
    for (const headers of visitors) {
      const res = await get('/book', headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('桌面版');
    }
  });

  it('never redirects the APIs or files', async () => {
    const api = await get('/api/v1/nothing-here', { 'user-agent': IPHONE });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
    const file = await get('/assets/missing.js', { 'user-agent': IPHONE });
    expect(file.statusCode).toBe(404);
  });

  it('serves the mobile page under /m, the article with its text and the desktop page as canonical', async () => {
    const home = await get('/m/', { 'user-agent': IPHONE });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('手机版');
    expect((await get('/m/order')).body).toContain('/assets/mobile.js');

    const article = await get(`/m/article/${articleId}`);
    expect(article.statusCode).toBe(200);
    expect(article.body).toContain('<title>国考报名须知 - 上岸</title>');
    expect(article.body).toContain('<p>报考人员应当具有中华人民共和国国籍。</p>');
    expect(article.body).toContain(
      `<link rel="canonical" href="https://www.shangan.example/articleDetail/${articleId}" />`,
    );
    expect(article.body).not.toContain('rel="alternate"');
    expect(article.body).toContain('/assets/mobile.js');

    const missing = await get('/m/article/99999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('/assets/mobile.js');
  });

  it('declares the mobile page as the alternate of the desktop article', async () => {
    const res = await get(`/articleDetail/${articleId}`, { 'user-agent': DESKTOP });
    expect(res.body).toContain(
      `<link rel="alternate" media="only screen and (max-width: 640px)" href="https://www.shangan.example/m/article/${articleId}" />`,
    );
  });
});
