import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ErrorPageFallback } from '../components/error-page-fallback';
import ErrorPage from './error-page';

function renderAt(
  path: string,
  routes = [
    { path: '/error', Component: ErrorPage, ErrorBoundary: ErrorPageFallback },
    { path: '/', element: <p>首页内容</p> },
  ],
) {
  const router = createMemoryRouter(routes, {
    initialEntries: ['/somewhere', path],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('error page', () => {
  it('counts down 3, 2, 1 and then replaces the page with home', () => {
    const router = renderAt('/error');
    expect(screen.getByText('抱歉，您访问的页面走丢了')).toBeTruthy();
    expect(document.body.textContent).toContain('3 秒后自动返回首页');
    expect(document.title).toBe('页面走丢了 - 上岸');

    act(() => vi.advanceTimersByTime(1_000));
    expect(document.body.textContent).toContain('2 秒后自动返回首页');
    act(() => vi.advanceTimersByTime(1_000));
    expect(document.body.textContent).toContain('1 秒后自动返回首页');
    expect(router.state.location.pathname).toBe('/error');

    act(() => vi.advanceTimersByTime(1_000));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('首页内容')).toBeTruthy();
  });

  it('goes home at once with the 返回首页 button', async () => {
    const router = renderAt('/error');
    // The router's navigation settles in promises: the asynchronous act waits for them without
    // moving the clock, so the countdown cannot be what goes home.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    });
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows a fallback with a plain link home when the error page itself fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function BrokenErrorPage(): never {
      throw new Error('render failed');
    }
    renderAt('/error', [
      { path: '/error', Component: BrokenErrorPage, ErrorBoundary: ErrorPageFallback },
    ]);
    expect(screen.getByRole('alert').textContent).toContain('抱歉，页面出了点问题');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });
});
