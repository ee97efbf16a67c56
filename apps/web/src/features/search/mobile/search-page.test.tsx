import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MobileProviders } from '../../../mobile-app/providers';
import { envelopeResponse, resetBrowserState } from '../../../test/browser-state';
import MobileSearchPage from './search-page';

function result(id: number, keyword: string) {
  return {
    id,
    title: `2027年北京市公务员考试${keyword}`,
    summary: '报名时间',
    cover: '',
    columnId: 3,
    columnTitle: '省考公告',
    cityId: null,
    source: '',
    publishTime: '2026-11-01T00:00:00.000Z',
    viewCount: 10,
    isPdf: false,
    highlightTitle: `2027年北京市公务员考试<em>${keyword}</em>`,
    highlightSummary: '报名时间',
  };
}

/** Hot words and a search that finds one article for any keyword; records the keywords. */
function serve() {
  const searched: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('/pc/search/hotWords')) {
        return envelopeResponse(200, 200, 'success', [
          { keyword: '国考公告' },
          { keyword: '申论' },
        ]);
      }
      if (url.pathname.endsWith('/pc/search')) {
        const keyword = url.searchParams.get('keyword') ?? '';
        searched.push(keyword);
        return envelopeResponse(200, 200, 'success', {
          list: [result(7, keyword)],
          total: 1,
          page: 1,
          pageSize: 10,
          words: [keyword],
        });
      }
      return envelopeResponse(404, 404, '没有这个接口');
    }),
  );
  return searched;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  render(
    <MobileProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/search" element={<MobileSearchPage />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </MobileProviders>,
  );
}

const where = () => screen.getByTestId('where').textContent ?? '';
const keywordInAddress = () => new URLSearchParams(where().split('?')[1] ?? '').get('keyword');
const box = () => screen.getByRole('searchbox') as HTMLInputElement;

// antd-mobile draws its toasts with React 19's createRoot once told to (its guide for React 19).
beforeAll(() => {
  unstableSetRender((node, container) => {
    const host = container as Element & { reactRoot?: Root };
    host.reactRoot ??= createRoot(container);
    const root = host.reactRoot;
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
    };
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetBrowserState();
});

describe('MobileSearchPage', () => {
  it('searches the keyword of the address and keeps it in the box', async () => {
    const searched = serve();
    renderAt('/search?keyword=公告');
    expect(await screen.findByText('找到 1 条与“公告”相关的结果')).toBeTruthy();
    expect(box().value).toBe('公告');
    const link = screen.getByRole('link', { name: /2027年北京市公务员考试公告/ });
    expect(link.getAttribute('href')).toBe('/article/7');
    expect(link.querySelector('em')?.textContent).toBe('公告');
    expect(searched).toEqual(['公告']);
  });

  it('puts a new keyword in the address, and a hot word too', async () => {
    const searched = serve();
    renderAt('/search');
    fireEvent.click(await screen.findByRole('button', { name: /国考公告/ }));
    expect(await screen.findByText('找到 1 条与“国考公告”相关的结果')).toBeTruthy();
    expect(keywordInAddress()).toBe('国考公告');
    expect(box().value).toBe('国考公告');

    fireEvent.change(box(), { target: { value: '  申论 范文 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('找到 1 条与“申论 范文”相关的结果')).toBeTruthy();
    expect(keywordInAddress()).toBe('申论 范文');
    expect(searched).toEqual(['国考公告', '申论 范文']);
  });

  it('asks for words instead of searching nothing, and remembers past searches', async () => {
    const searched = serve();
    renderAt('/search');
    fireEvent.change(box(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('请输入搜索内容')).toBeTruthy();
    expect(where()).toBe('/search');
    expect(searched).toEqual([]);

    fireEvent.change(box(), { target: { value: '面试' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await screen.findByText('找到 1 条与“面试”相关的结果');
    cleanup();
    renderAt('/search');
    expect(await screen.findByText('最近搜索')).toBeTruthy();
    expect(screen.getByRole('button', { name: '面试' })).toBeTruthy();
  });
});
