import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { createArticles } from '../../../test/content.ts';
import { injectPageMeta, parseColumnPath } from './page-meta.ts';

const INDEX_HTML = `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" />
<meta name="description" content="上岸默认描述" />
<title>上岸 - 公务员/选调生考试备考</title></head>
<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

describe('injecting page meta', () => {
  it('keeps `$` sequences of an article literal instead of reading them as patterns', () => {
    const html = injectPageMeta(
      INDEX_HTML,
      {
        type: 'article',
        title: "A $' title $&",
        description: 'US$& and $$5',
        canonicalPath: '/articleDetail/1',
        bodyHtml: '<p>价格 $$5 与 $` 符号</p>',
      },
      'https://example.com',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>A $&#39; title $&amp;</title>');
    expect(html).toContain('<p>价格 $$5 与 $` 符号</p>');
  });
});

describe('column paths', () => {
  it('reads city, column directory and sub-column from the path', () => {
    expect(parseColumnPath('/column/beijing/gov/list/kaoshigonggao.html/guokao')).toEqual({
      city: 'beijing',
      first: 'kaoshigonggao',
      second: 'guokao',
    });
    expect(parseColumnPath('/columnGov/list/kaoshigonggao.html')).toEqual({
      first: 'kaoshigonggao',
    });
    expect(parseColumnPath('/column/list')).toEqual({});
    expect(parseColumnPath('/columns/list/x.html')).toBeNull();
  });
});

describe.each(engines)('server-rendered page meta on %s', (engine) => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-meta-'));
  const page = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    t = await createTestApp(engine, {
      seed: true,
      config: { webDistDir: dist, publicUrl: 'https://www.shangan.example' },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends an article page with its title, description, canonical URL and text', async () => {
    const column = await t.app.db
      .selectFrom('news_column')
      .select('id')
      .where('column_dir', '=', 'guokao')
      .executeTakeFirstOrThrow();
    const [id] = await t.app.db.transaction().execute((trx) =>
      createArticles(trx, engine, [
        {
          columnId: column.id,
          title: '国考报名须知 <script>alert(1)</script> & "引号"',
          summary: '报名时间、报考条件与资格审查一文讲清。',
          body: '<p>报考人员应当具有中华人民共和国国籍。</p><img src="x" onerror="alert(1)">',
          source: '国家公务员局',
          publishTime: '2026-10-15T02:00:00.000Z',
        },
      ]),
    );
    const res = await page(`/articleDetail/${id}/3`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain(
      '<title>国考报名须知 &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;引号&quot; - 上岸</title>',
    );
    expect(html).toContain(
      '<meta name="description" content="报名时间、报考条件与资格审查一文讲清。" />',
    );
    expect(html).not.toContain('上岸默认描述');
    expect(html).toContain(
      `<link rel="canonical" href="https://www.shangan.example/articleDetail/${id}" />`,
    );
    expect(html).toContain('<p>报考人员应当具有中华人民共和国国籍。</p>');
    expect(html).toContain('国家公务员局');
    expect(html).not.toMatch(/<script>alert|onerror/);
    // The app's own script is still there to take over.
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it('sends a column page with its name and latest article links', async () => {
    const res = await page('/column/list/kaoshigonggao.html/guokao?id=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>国考公告 - 上岸</title>');
    expect(res.body).toContain(
      '<link rel="canonical" href="https://www.shangan.example/column/list/kaoshigonggao.html/guokao" />',
    );
    expect(res.body).toMatch(/<li><a href="\/articleDetail\/\d+">[^<]*国考[^<]*<\/a>/);

    const city = await page('/column/beijing/list/kaoshigonggao.html');
    expect(city.body).toContain('<title>北京考试公告 - 上岸</title>');
    const gov = await page('/columnGov/list/shiyedanwei.html');
    expect(gov.body).toContain('<title>事业单位 - 上岸</title>');
  });

  it('answers unknown articles and columns with 404 and the plain page', async () => {
    for (const url of ['/articleDetail/99999999', '/column/list/nosuchcolumn.html']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('leaves other pages as they are', async () => {
    const res = await page('/search?keyword=%E5%85%AC%E5%91%8A');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>上岸 - 公务员/选调生考试备考</title>');
    expect(res.body).not.toContain('canonical');
  });

  it('serves robots.txt with the site map, and a site map of columns and articles', async () => {
    const robots = await page('/robots.txt');
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Sitemap: https://www.shangan.example/sitemap.xml');
    expect(robots.body).toContain('Disallow: /personalCenter/');
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(
      '<loc>https://www.shangan.example/column/list/kaoshigonggao.html?id=',
    );
    expect(sitemap.body).toMatch(/<loc>https:\/\/www\.shangan\.example\/articleDetail\/\d+<\/loc>/);
    expect(sitemap.body).toMatch(/<loc>https:\/\/www\.shangan\.example\/articlePdf\/\d+<\/loc>/);
    expect(sitemap.body.match(/<url>/g)!.length).toBeGreaterThan(330);
  });
});
