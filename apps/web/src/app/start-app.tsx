import { StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { installPreloadErrorReload } from './chunk-reload';
import { KeepReadingPosition } from '../lib/drawn-page/keep-reading-position';
import { takeOverPage } from '../lib/drawn-page/take-over';
import { sendPhonesToMobileSite } from './mobile-redirect';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { registerServiceWorker } from './register-service-worker';
import { router } from './router';
import { prefetchPopularPages } from './routes/prefetch';

/** Starts the desktop app in #root, over the page the server drew for a visitor if it did. */
export async function startDesktopApp(container: HTMLElement, serverDrawn: boolean) {
  installPreloadErrorReload({
    pendingUrl: () => {
      const target = router.state.navigation.location;
      return target ? `${target.pathname}${target.search}${target.hash}` : null;
    },
  });
  if (sendPhonesToMobileSite(router)) return;

  const queryClient = createQueryClient();
  await takeOverPage(container, {
    router,
    serverDrawn,
    queryClient,
    app: (top) => (
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <KeepReadingPosition top={top}>
            <RouterProvider router={router} />
          </KeepReadingPosition>
        </AppProviders>
      </StrictMode>
    ),
  });
  registerServiceWorker(() => void prefetchPopularPages());
}
