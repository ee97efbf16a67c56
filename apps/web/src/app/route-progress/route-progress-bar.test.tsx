import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { RouteProgressBar } from './route-progress-bar';

/** A page whose chunk takes `ms` to arrive. */
function slowPage(ms: number, text: string) {
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return { Component: () => <p>{text}</p> };
  };
}

function renderRouter() {
  const router = createMemoryRouter([
    {
      element: (
        <>
          <RouteProgressBar />
          <Outlet />
        </>
      ),
      children: [
        { path: '/', element: <p>首页</p> },
        { path: '/fast', lazy: slowPage(100, '快页面') },
        { path: '/slow', lazy: slowPage(1_000, '慢页面') },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Starts a navigation and lets React commit its loading state. */
async function startNavigation(router: ReturnType<typeof renderRouter>, to: string) {
  await act(async () => {
    void router.navigate(to);
  });
}

describe('route progress bar', () => {
  it('stays hidden for a navigation under 200 ms', async () => {
    const router = renderRouter();
    await startNavigation(router, '/fast');
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText('快页面')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows after 200 ms of loading and completes when the page arrives', async () => {
    const router = renderRouter();
    await startNavigation(router, '/slow');
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('progressbar').getAttribute('data-phase')).toBe('running');
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(screen.getByText('慢页面')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('data-phase')).toBe('finishing');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
