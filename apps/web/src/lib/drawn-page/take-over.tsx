import { hydrate as hydrateQueries } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { readServerState } from './server-state';
import { noteTypedText } from './typed-text';

interface TakeOver {
  router: DataRouter;
  /** Whether #root holds a page the server drew (and its data is beside it). */
  serverDrawn: boolean;
  queryClient: QueryClient;
  /** The app's tree: its providers and router, kept at `top` (see KeepReadingPosition). */
  app: (top: number) => ReactNode;
}

/**
 * Starts a site's app in #root: hydrates the page the server drew (its markup and data are
 * taken over as they are, at the reader's scroll position, with anything typed meanwhile), or
 * renders from nothing.
 */
export async function takeOverPage(
  container: HTMLElement,
  { router, serverDrawn, queryClient, app }: TakeOver,
): Promise<void> {
  // Rendering before the first page's chunk has arrived would replace what the server sent
  // (a drawn page, or an article's text) with the loading screen.
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  const state = serverDrawn ? readServerState() : null;
  if (!state) {
    createRoot(container).render(app(0));
    return;
  }
  hydrateQueries(queryClient, state);
  const typeAgain = noteTypedText(container);
  hydrateRoot(container, app(window.scrollY));
  typeAgain();
}
