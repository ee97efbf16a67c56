import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CHUNK_RELOAD_KEY } from './chunk-reload';
import { RouteErrorBoundary } from './route-error-boundary';

function renderFailing(error: Error) {
  const router = createMemoryRouter(
    [
      {
        id: 'pages',
        ErrorBoundary: RouteErrorBoundary,
        children: [
          {
            path: '/book',
            lazy: async () => {
              throw error;
            },
          },
        ],
      },
    ],
    { initialEntries: ['/book'] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('route error element', () => {
  it('shows status, message and a link home when a chunk fails again within the minute', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now() - 10_000));
    renderFailing(new TypeError('Failed to fetch dynamically imported module: /assets/book.js'));
    expect(await screen.findByText('503 页面加载失败')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });

  it('shows other errors with status 500 and their message', async () => {
    renderFailing(new Error('boom'));
    expect(await screen.findByText('500 页面出了点问题，请稍后再试')).toBeTruthy();
    expect(screen.getByText('boom')).toBeTruthy();
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });
});
