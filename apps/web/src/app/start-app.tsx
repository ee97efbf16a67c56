import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { installPreloadErrorReload } from './chunk-reload';
import { KeepReadingPosition } from '../lib/drawn-page/keep-reading-position';
import { readServerState } from '../lib/drawn-page/server-state';
import { noteTypedText } from '../lib/drawn-page/typed-text';
import { sendPhonesToMobileSite } from './mobile-redirect';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { registerServiceWorker } from './register-service-worker';
import { router } from './router';
import { prefetchPopularPages } from './routes/prefetch';

/**
 * Starts the desktop app in #root: hydrates the page the server drew for a visitor (its markup
 * and data are taken over as they are, at the reader's scroll position), or renders from
 * nothing.
 */
export async function startDesktopApp(container: HTMLElement, serverDrawn: boolean) {
  installPreloadErrorReload({
    pendingUrl: () => {
      const target = router.state.navigation.location;
      return target ? `${target.pathname}${target.search}${target.hash}` : null;
    },
  });
  if (sendPhonesToMobileSite(router)) return;

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

  const queryClient = createQueryClient();
  const state = serverDrawn ? readServerState() : null;
  if (state) hydrateQueries(queryClient, state);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <KeepReadingPosition top={state ? window.scrollY : 0}>
          <RouterProvider router={router} />
        </KeepReadingPosition>
      </AppProviders>
    </StrictMode>
  );
  if (state) {
    const typeAgain = noteTypedText(container);
    hydrateRoot(container, app);
    typeAgain();
  } else {
    createRoot(container).render(app);
  }
  registerServiceWorker(() => void prefetchPopularPages());
}
