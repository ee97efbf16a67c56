import { RENDER_STATE_ELEMENT_ID } from '@shangan/shared';
import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../app/query-client';
import { installPreloadErrorReload } from '../app/chunk-reload';
import { setSessionExits } from '../lib/api/session-expiry';
import { mobileHref } from '../lib/mobile-paths';
import { KeepReadingPosition } from './keep-reading-position';
import { MobileProviders } from './providers';
import { renderPopupsWithReact19 } from './render-popups';

/** The query data the server drew the page from, if it drew it. */
function readServerState(): unknown {
  const element = document.getElementById(RENDER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent);
  } catch {
    return null;
  }
}

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
  if (state) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
