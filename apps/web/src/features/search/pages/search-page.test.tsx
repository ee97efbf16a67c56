import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { envelopeResponse, resetBrowserState } from '../../../test/browser-state';
import SearchPage from './search-page';

const RESULT = {
  id: 7,
  title: '2027年北京市公务员考试公告',
  summary: '报名时间',
  columnTitle: '省考',
  source: '上岸教育整理',
  publishTime: '2026-11-01T00:00:00.000Z',
  viewCount: 10,
  isPdf: false,
  highlightTitle: '2027年北京市公务员考试<em>公告</em>',
  highlightSummary: '报名时间',
};

/** The search endpoint fails at the network level until `online` is set. */
function serve() {
  const state = { online: false, searches: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path.endsWith('/pc/search')) {
        state.searches++;
        if (!state.online) throw new TypeError('Failed to fetch');
        return envelopeResponse(200, 200, '', {
          list: [RESULT],
          total: 1,
          page: 1,
          pageSize: 10,
          words: ['公告'],
        });
      }
      return envelopeResponse(200, 200, '', []);
    }),
  );
  return state;
}

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetBrowserState();
});

describe('SearchPage', () => {
  it('shows only the error with a retry when the search fails, then the results', async () => {
    const state = serve();
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/search?keyword=公告']}>
          <SearchPage />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByText('搜索失败，请稍后重试')).toBeTruthy();
    expect(screen.queryByText(/没有找到与/)).toBeNull();
    expect(screen.queryByText(/找到 \d+ 条/)).toBeNull();

    state.online = true;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText(/找到 1 条与“公告”相关的结果/)).toBeTruthy();
    expect(screen.queryByText('搜索失败，请稍后重试')).toBeNull();
    expect(state.searches).toBe(2);
  });
});
