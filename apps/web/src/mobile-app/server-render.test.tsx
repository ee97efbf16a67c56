// The web build's bundle of this module runs in the server; the browser tests load pages it
// drew there. Here it is drawn in the unit tests' page, with a fake of the server's API.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { HOME } from '../features/home/mobile/home-data-fixture';
import { practiceQueryKey } from '../features/question-bank/hooks/use-practice-session';
import { paperSession } from '../features/question-bank/practice-session.fixture';
import { setHttpTransport } from '../lib/api/http';
import { createPageRenderer } from '../server-render';

const ARTICLE = {
  id: 7,
  title: '2027年国考报名须知',
  summary: '',
  body: '<p>报考人员应当具有中华人民共和国国籍。</p>',
  source: '国家公务员局',
  author: '',
  columnId: 2,
  columnTitle: '国考公告',
  cityId: null,
  publishTime: '2026-10-15T02:00:00.000Z',
  viewCount: 12,
  isPdf: false,
  pdfUrl: null,
  topicId: null,
  tags: [{ id: 3, name: '报名' }],
  prev: null,
  next: { id: 8, title: '国考职位表' },
  related: [],
};

function envelope(data: unknown, code = 200, msg = 'success') {
  return { status: 200, text: async () => JSON.stringify({ code, msg, data }) };
}

/** The server's side of the page's API calls: the home data, article 7 and paper 3 exist. */
const api = vi.fn(async (url: string, init: { headers?: Record<string, string> }) => {
  const path = new URL(url, 'http://server.local').pathname;
  if (path.endsWith('/historyPaper/paperQuestions')) {
    return init.headers?.token === 'lx-1'
      ? envelope(paperSession())
      : envelope(null, 401, '请登录');
  }
  if (path.endsWith('/pc/linxuan/pc/index')) return envelope(HOME);
  if (path.endsWith('/pc/articles/7')) return envelope(ARTICLE);
  if (path.endsWith('/pc/articles/500')) return { status: 500, text: async () => 'oops' };
  return envelope(null, 404, '文章不存在');
});

const renderer = createPageRenderer({ fetch: api });
const VISITOR = { cookie: null };

afterAll(() => {
  // This worker's other test files use the browser's fetch.
  setHttpTransport((url, init) => fetch(url, init));
});

describe('the mobile pages the server draws', () => {
  it('draws the home from its data, with plain links for the tabs and the news', async () => {
    const page = await renderer.render('/m/', VISITOR);
    expect(page).not.toBeNull();
    expect(page?.html).toContain('2027年国考公告发布');
    expect(page?.html).toContain('2027国考备考全程班');
    expect(page?.html).toContain('href="/m/course"');
    expect(page?.html).toContain('href="/m/search"');
    expect(page?.reusable).toBe(true);
    expect(page?.modules).toEqual([
      'src/mobile-app/start-app.tsx',
      'src/features/home/mobile/home-page.tsx',
    ]);
    const state = JSON.parse(page?.state ?? '{}') as { queries: Array<{ queryKey: unknown }> };
    expect(state.queries.map((query) => query.queryKey)).toEqual([['home', 'index', 0]]);
  });

  it('draws an article with its text, tags and next article, not to be reused', async () => {
    const page = await renderer.render('/m/article/7', VISITOR);
    expect(page?.html).toContain('<h1>2027年国考报名须知</h1>');
    expect(page?.html).toContain('国考公告 · 2026-10-15 · 来源：国家公务员局');
    expect(page?.html).toContain('<p>报考人员应当具有中华人民共和国国籍。</p>');
    expect(page?.html).toContain('href="/m/article/8"');
    expect(page?.reusable).toBe(false);
  });

  it('leaves pages it does not draw, missing articles and failed calls to the browser', async () => {
    for (const url of ['/m/login', '/m/course', '/m/article/9', '/m/article/500', '/m/nowhere']) {
      expect(await renderer.render(url, VISITOR), url).toBeNull();
    }
  });

  it("draws a learner's practice screen with the first question, for the learner only", async () => {
    const url = '/m/questionBank/overYearTrueTopicDetailTest?paperId=3';
    expect(await renderer.render(url, VISITOR)).toBeNull();
    // This page has a document, whose cookies the drawing reads as the server's Cookie header.
    document.cookie = 'lx_token=lx-1; path=/';
    document.cookie = 'edu_token=edu-1; path=/';
    try {
      const page = await renderer.render(url, { cookie: 'edu_token=edu-1; lx_token=lx-1' });
      expect(page?.html).toContain('下列说法正确的是');
      expect(page?.html).toContain('2024年国考行测（地市级）');
      expect(page?.reusable).toBe(false);
      const state = JSON.parse(page?.state ?? '{}') as { queries: Array<{ queryKey: unknown }> };
      expect(state.queries.map((query) => query.queryKey)).toContainEqual(
        practiceQueryKey(['paper', 3]),
      );
    } finally {
      document.cookie = 'lx_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
      document.cookie = 'edu_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
  });
});
