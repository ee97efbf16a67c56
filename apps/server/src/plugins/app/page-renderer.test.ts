import fs from 'node:fs';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNoticeArticle, writeWebDist } from '../../../test/content.ts';
import { createLearner } from '../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { injectDrawnPage, stylesheetsOf } from './page-renderer.ts';
import { invalidatePublicContent } from './response-cache.ts';

describe('the stylesheets of a drawn page', () => {
  it('collects the CSS of the page files and of every chunk they import, once each', () => {
    const manifest = {
      'src/app.tsx': { file: 'assets/app.js', css: ['assets/app.css'], imports: ['_shared.js'] },
      'src/page.tsx': {
        file: 'assets/page.js',
        css: ['assets/page.css'],
        imports: ['_shared.js', '_icons.js'],
      },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'], imports: ['_app.js'] },
      '_icons.js': { file: 'assets/icons.js' },
    };
    expect(stylesheetsOf(manifest, ['src/app.tsx', 'src/page.tsx', 'src/gone.tsx'])).toEqual([
      '/assets/shared.css',
      '/assets/app.css',
      '/assets/page.css',
    ]);
  });

  it('puts the markup in #root marked for hydration, its data beside it and its CSS in the head', () => {
    const html =
      '<html><head><link rel="stylesheet" crossorigin href="/assets/entry.css"></head>' +
      '<body><div id="root"></div></body></html>';
    const out = injectDrawnPage(html, {
      html: '<p>price $& 100</p>',
      head: '<style data-css-hash="x">.ant-btn{}</style>',
      htmlAttributes: { class: 'grey-mode', 'data-gray-mode': '"on"' },
      state: JSON.stringify({ text: '</script><script>alert(1)</script>' }),
      modules: [],
      reusable: true,
      stylesheets: [
        { href: '/assets/entry.css', css: '.entry{}' },
        { href: '/assets/page.css', css: null },
        { href: '/assets/list.css', css: '.list{content:"</style>"}' },
      ],
    });
    expect(out).toContain('<html class="grey-mode" data-gray-mode="&quot;on&quot;">');
    expect(out).toContain('<div id="root" data-server-rendered><p>price $& 100</p></div>');
    expect(out).not.toContain('</script><script>alert(1)');
    expect(out).toContain('<script type="application/json" id="render-state">');
    const state = /id="render-state">(.*?)<\/script>/.exec(out)?.[1] ?? '';
    expect(JSON.parse(state)).toEqual({ text: '</script><script>alert(1)</script>' });
    expect(out.match(/entry\.css/g)).toHaveLength(1);
    // The page's own sheets are written in (a sheet that cannot be read stays a link), each
    // with a disabled link the app's chunk loader finds instead of adding the sheet again.
    expect(out).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/page.css">' +
        '<style data-href="/assets/list.css">.list{content:"<\\/style>"}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/list.css" disabled>' +
        '<style data-css-hash="x">.ant-btn{}</style></head>',
    );
  });
});

/**
 * A stand-in for the web build's renderer bundle: it answers through the fetch the server
 * gives it (so through the real API routes) and counts its drawings.
 */
const FAKE_RENDERER = `
export function createPageRenderer({ fetch }) {
  globalThis.__drawings = 0;
  return {
    async render(url, { cookie }) {
      const path = url.split('?')[0];
      const token = /(?:^|;\\s*)(?:edu_token|lx_token)=([^;]+)/.exec(cookie ?? '')?.[1];
      // A learner's own page: drawn with the session the request's cookies carry, or not at all.
      if (path === '/questionBank/specificTest') {
        if (!token) return null;
        const response = await fetch('/api/v1/pc/getuserinfo', {
          method: 'GET',
          headers: { Accept: 'application/json', Authorization: 'Bearer ' + token },
        });
        const body = JSON.parse(await response.text());
        return {
          html: '<main>练习者 ' + body.data.id + '</main>',
          head: '',
          htmlAttributes: {},
          state: '{}',
          modules: [],
          reusable: false,
        };
      }
      // The desktop site's content pages are drawn for visitors only.
      if (!path.startsWith('/m') && token) return null;
      if (path === '/m/broken') throw new Error('drawing failed');
      // Slower than the server waits; it counts no drawing, as it ends after this test file's
      // other engine has started counting.
      if (path === '/m/slow') return new Promise((resolve) => setTimeout(() => resolve(null), 3000));
      if (path === '/questionBank') {
        const response = await fetch('/gxw-web-student/homePage/getAll', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
        const subjects = JSON.parse(await response.text()).data.subjects;
        return {
          html: '<main>题库共 ' + subjects.length + ' 个科目</main>',
          head: '',
          htmlAttributes: {},
          state: '{}',
          modules: [],
          reusable: true,
        };
      }
      const home = path === '/m/' || path === '/m' || path === '/';
      const article = /^\\/(?:m\\/article|articleDetail)\\/(\\d+)$/.exec(path);
      if (!home && !article) return null;
      globalThis.__drawings += 1;
      const api = home ? '/api/v1/pc/linxuan/pc/index' : '/api/v1/pc/articles/' + article[1];
      const response = await fetch(api, { method: 'GET', headers: { Accept: 'application/json' } });
      const body = JSON.parse(await response.text());
      const text = home ? '首页共 ' + body.data.banners.length + ' 张横幅' : body.data.title;
      return {
        // Long enough to be worth compressing, as a real page is.
        html: '<main>' + text + '</main>' + '<p>考试资讯</p>'.repeat(100),
        head: '<style>.drawn{}</style>',
        htmlAttributes: {},
        state: JSON.stringify({ drawn: text }),
        modules: ['src/page.tsx'],
        reusable: home,
      };
    },
  };
}
`;

const PAGE =
  '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="默认描述" /><title>手机版</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/mobile.js"></script></body></html>';

describe.each(engines)('pages drawn by the server on %s', (engine) => {
  let t: TestApp;
  let articleId: number;
  const dist = writeWebDist({
    'index.html': PAGE.replace('手机版', '桌面版'),
    'm/index.html': PAGE,
    '.ssr/server-render.js': FAKE_RENDERER,
    '.vite/manifest.json': JSON.stringify({
      'src/page.tsx': { file: 'assets/page.js', css: ['assets/page.css'] },
    }),
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const drawings = () => (globalThis as { __drawings?: number }).__drawings ?? 0;

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

  it('sends the home drawn from the real API, reuses it until content is published', async () => {
    const before = drawings();
    const first = await get('/m/');
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatch(
      /<div id="root" data-server-rendered><main>首页共 \d+ 张横幅<\/main>/,
    );
    expect(first.body).toContain('<link rel="stylesheet" crossorigin href="/assets/page.css">');
    expect(first.body).toContain('id="render-state">{"drawn":');
    expect(first.body).toContain('/assets/mobile.js');

    expect((await get('/m/')).body).toBe(first.body);
    // A query of its own does not make a request draw the page again.
    expect((await get('/m/?from=share&n=1')).body).toBe(first.body);
    expect(drawings()).toBe(before + 1);

    await invalidatePublicContent(t.app);
    await get('/m/');
    expect(drawings()).toBe(before + 2);
  });

  it('sends the page compressed when the browser takes it, and the same bytes while it is kept', async () => {
    const ask = () =>
      t.app.inject({ method: 'GET', url: '/m/', headers: { 'accept-encoding': 'gzip, br' } });
    const first = await ask();
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toContain(
      'data-server-rendered><main>首页共',
    );
    expect((await ask()).rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('draws an article for every visitor, under its own title and canonical address', async () => {
    const before = drawings();
    const res = await get(`/m/article/${articleId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<main>国考报名须知</main>');
    expect(res.body).toContain('<title>国考报名须知 - 上岸</title>');
    expect(res.body).toContain(
      `<link rel="canonical" href="https://www.shangan.example/articleDetail/${articleId}" />`,
    );
    // The drawn page replaces the plain text the server sends without a renderer.
    expect(res.body).not.toContain('ssr-article');
    await get(`/m/article/${articleId}`);
    expect(drawings()).toBe(before + 2);
  });

  it("draws the desktop site's pages for visitors, and never for a signed-in person or a HEAD", async () => {
    const visitor = await get(`/articleDetail/${articleId}`);
    expect(visitor.body).toContain('<div id="root" data-server-rendered><main>国考报名须知</main>');
    expect(visitor.body).toContain('<style>.drawn{}</style></head>');
    expect(visitor.body).toContain('<title>国考报名须知 - 上岸</title>');
    expect(visitor.headers.vary).toContain('Cookie');

    // Its data comes from a POST, body and all.
    expect((await get('/questionBank')).body).toMatch(
      /data-server-rendered><main>题库共 [1-9]\d* 个科目/,
    );

    const before = drawings();
    for (const cookie of ['edu_token=abc', 'site_view=desktop; lx_token=abc']) {
      const learner = await t.app.inject({
        method: 'GET',
        url: `/articleDetail/${articleId}`,
        headers: { cookie },
      });
      expect(learner.body, cookie).not.toContain('data-server-rendered');
      // The article's text still arrives in #root for the browser's app to replace.
      expect(learner.body, cookie).toContain('ssr-article');
      // Nor is the bank home that a visitor's drawing left kept: it has the visitor's header.
      const bankHome = await t.app.inject({
        method: 'GET',
        url: '/questionBank',
        headers: { cookie },
      });
      expect(bankHome.body, cookie).toContain('<div id="root"></div>');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(drawings()).toBe(before);

    // An empty session cookie (a logout) is a visitor.
    const loggedOut = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'edu_token=' },
    });
    expect(loggedOut.body).toMatch(/data-server-rendered><main>首页共 \d+ 张横幅/);
  });

  it("draws a learner's own page with the session of the request, for that learner only", async () => {
    const learners = [await createLearner(t.app.db), await createLearner(t.app.db)];
    for (const learner of learners) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/questionBank/specificTest?exerciseId=1',
        headers: { cookie: `site_view=desktop; edu_token=${learner.token}` },
      });
      expect(res.body).toContain(`data-server-rendered><main>练习者 ${learner.id}</main>`);
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
    const visitor = await get('/questionBank/specificTest?exerciseId=1');
    expect(visitor.body).toContain('<div id="root"></div>');
  });

  it('leaves a missing article a 404 and other pages to the browser, and survives a failed or slow drawing', async () => {
    const missing = await get('/m/article/99999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('data-server-rendered');

    for (const url of ['/m/login', '/m/broken', '/m/slow']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });
});

describe('a renderer bundle that does not load', () => {
  it('leaves every page to the browser and the APIs running', async () => {
    const dist = writeWebDist({
      'index.html': PAGE.replace('手机版', '桌面版'),
      'm/index.html': PAGE,
      '.ssr/server-render.js': "throw new Error('window is not defined');",
      '.vite/manifest.json': '{}',
    });
    const t = await createTestApp('sqlite', { config: { webDistDir: dist } });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/m/' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      const api = await t.app.inject({ method: 'GET', url: '/api/v1/pc/linxuan/pc/index' });
      expect(api.statusCode).toBe(200);
    } finally {
      await t.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
