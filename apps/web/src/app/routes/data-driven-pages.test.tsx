import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { stubFetch } from '../../test/app-harness';
import { envelopeResponse } from '../../test/browser-state';
import { pageRoutes } from './page-routes';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The first render waits for the lazy page chunks to be transformed.
const SLOW = { timeout: 15_000 };

/** The real route table, without the app shell: only the page of the matched route. */
async function renderAt(path: string) {
  const router = createMemoryRouter(pageRoutes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('pages fed by the route table', () => {
  it('shows the live pages, also after moving from one to the other', async () => {
    stubFetch(() =>
      envelopeResponse(200, 200, '', {
        list: [],
        total: 0,
        counts: { today: 0, upcoming: 0, past: 0 },
      }),
    );
    const router = await renderAt('/live');
    expect(await screen.findByRole('heading', { name: '直播课' }, SLOW)).toBeTruthy();
    await act(() => router.navigate('/playback'));
    expect(await screen.findByText('回放不存在', {}, SLOW)).toBeTruthy();
  });

  it('shows each 遴选 topic under its title from the topic table', async () => {
    const router = await renderAt('/lxSpecial/notice');
    expect(await screen.findByRole('heading', { name: '考试公告' }, SLOW)).toBeTruthy();
    await act(() => router.navigate('/lxSpecial/zgfs'));
    expect(await screen.findByRole('heading', { name: '资格复审' }, SLOW)).toBeTruthy();
  });
});
