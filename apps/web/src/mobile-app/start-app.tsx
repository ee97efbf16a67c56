import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../app/query-client';
import { installPreloadErrorReload } from '../app/chunk-reload';
import { setSessionExits } from '../lib/api/session-expiry';
import { mobileHref } from '../lib/mobile-paths';
import { KeepReadingPosition } from '../lib/drawn-page/keep-reading-position';
import { readServerState } from '../lib/drawn-page/server-state';
import { noteTypedText } from '../lib/drawn-page/typed-text';
import { MobileProviders } from './providers';
import { renderPopupsWithReact19 } from './render-popups';

/**
 * Starts the mobile app in #root: hydrates the page the server drew (its markup and data are
 * taken over as they are), or renders from nothing.
 */
export async function startMobileApp(container: HTMLElement, serverDrawn: boolean): Promise<void> {
  setSessionExits({ home: mobileHref('MHome'), login: mobileHref('MLogin') });
  renderPopupsWithReact19();

  // The router module starts loading routes as soon as it is evaluated, so it comes after the
  // hash route has become the path (main.tsx).
  const { mobileRouter } = await import('./router');

  installPreloadErrorReload({
    pendingUrl: () => {
      const target = mobileRouter.state.navigation.location;
      return target ? `${target.pathname}${target.search}${target.hash}` : null;
    },
  });

  // Rendering before the first page's chunk has arrived would replace what the server sent
  // (a drawn page, or an article's text) with the loading screen.
  if (!mobileRouter.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = mobileRouter.subscribe((state) => {
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
      <MobileProviders queryClient={queryClient}>
        <KeepReadingPosition top={state ? window.scrollY : 0}>
          <RouterProvider router={mobileRouter} />
        </KeepReadingPosition>
      </MobileProviders>
    </StrictMode>
  );
  if (state) {
    const typeAgain = noteTypedText(container);
    hydrateRoot(container, app);
    typeAgain();
  } else {
    createRoot(container).render(app);
  }
}
