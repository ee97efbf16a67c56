import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MobileProviders } from '../../../mobile-app/providers';
import { envelopeResponse, resetBrowserState } from '../../../test/browser-state';
import MobileArticlePage from './article-page';

const ARTICLE = {
  id: 304,
  title: '2027福建省考职位分析：应届生可报职位占比57%',
  summary: '',
  cover: '',
  columnId: 9,
  columnTitle: '职位分析',
  cityId: null,
  source: '上岸教研中心',
  // 2026-11-28 in China.
  publishTime: '2026-11-27T17:11:49.030Z',
  viewCount: 26,
  isPdf: false,
  body: '<p>本次考试共设置招录职位9428个。</p><h3>报考建议</h3><p>优先考虑竞争比较低的岗位。</p>',
  author: '王老师',
  tags: [{ id: 8, name: '职位表' }],
  topicId: 2,
  topicType: 1,
  column: { id: 9, title: '职位分析', columnDir: 'zhiweifenxi' },
  parentColumn: { id: 6, title: '招录职位', columnDir: 'zhaoluzhiwei' },
  city: null,
  pdfUrl: null,
  prev: { id: 271, title: '2027南京省考职位分析' },
  next: null,
  related: [],
};

/** The article endpoint answers from `answer`; anything else is unknown. */
function serve(answer: (id: string) => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const match = /\/pc\/articles\/(\d+)$/.exec(path);
      return match ? answer(match[1]!) : envelopeResponse(404, 404, '没有这个接口');
    }),
  );
}

function renderAt(path: string) {
  render(
    <MobileProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/article/:id" element={<MobileArticlePage />} />
        </Routes>
      </MemoryRouter>
    </MobileProviders>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetBrowserState();
  document.head.querySelector('link[rel="canonical"]')?.remove();
  document.getElementById('root')?.remove();
});

describe('MobileArticlePage', () => {
  it('shows the article: title, source and China date, the body, tags and neighbours', async () => {
    serve(() => envelopeResponse(200, 200, 'success', ARTICLE));
    renderAt('/article/304');
    expect(await screen.findByRole('heading', { level: 1, name: ARTICLE.title })).toBeTruthy();
    expect(screen.getByText('职位分析 · 2026-11-28 · 来源：上岸教研中心')).toBeTruthy();
    expect(screen.getByText('本次考试共设置招录职位9428个。')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: '报考建议' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '#职位表' }).getAttribute('href')).toBe('/tags/8');
    expect(screen.getByRole('link', { name: '所属专题' }).getAttribute('href')).toBe('/special/2');
    expect(screen.getByRole('link', { name: /上一篇/ }).getAttribute('href')).toBe('/article/271');
    expect(screen.getByText('没有了')).toBeTruthy();
    expect(document.title).toContain(ARTICLE.title);
  });

  it('offers the PDF original of a PDF article', async () => {
    serve(() =>
      envelopeResponse(200, 200, 'success', {
        ...ARTICLE,
        isPdf: true,
        pdfUrl: '/api/v1/pc/articles/304/pdf',
      }),
    );
    renderAt('/article/304');
    const open = await screen.findByRole('link', { name: '打开 PDF' });
    expect(open.getAttribute('href')).toBe('/api/v1/pc/articles/304/pdf');
  });

  it('says a missing article is gone, without offering a retry', async () => {
    serve(() => envelopeResponse(404, 404, '文章不存在或已下线'));
    renderAt('/article/99999');
    expect(await screen.findByText('文章不存在或已下线')).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看最新资讯' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
  });

  it('treats an address that is not an article number as missing, asking nothing', async () => {
    serve(() => envelopeResponse(200, 200, 'success', ARTICLE));
    renderAt('/article/abc');
    expect(await screen.findByText('文章不存在或已下线')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers a retry when the network fails', async () => {
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    renderAt('/article/304');
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeTruthy();
  });

  it('keeps the text the server sent on screen until the article arrives', async () => {
    const canonical = document.createElement('link');
    canonical.rel = 'canonical';
    canonical.href = 'http://localhost/articleDetail/304';
    document.head.append(canonical);
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML =
      '<article class="ssr-article"><h1>服务器上的标题</h1><p class="ssr-meta">职位分析 · 2026-11-28</p><p>服务器上的正文。</p></article>';
    document.body.append(root);
    serve(() => new Promise<Response>(() => undefined));
    renderAt('/article/304');
    expect(screen.getAllByRole('heading', { level: 1, name: '服务器上的标题' })).toHaveLength(2);
    expect(screen.getAllByText('服务器上的正文。')).toHaveLength(2);
    expect(screen.queryByLabelText('文章加载中')).toBeNull();
  });
});
