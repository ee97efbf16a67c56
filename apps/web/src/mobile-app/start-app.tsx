import { StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../app/query-client';
import { installPreloadErrorReload } from '../app/chunk-reload';
import { setSessionExits } from '../lib/api/session-expiry';
import { mobileHref } from '../lib/mobile-paths';
import { KeepReadingPosition } from '../lib/drawn-page/keep-reading-position';
import { takeOverPage } from '../lib/drawn-page/take-over';
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

  const queryClient = createQueryClient();
  await takeOverPage(container, {
    router: mobileRouter,
    serverDrawn,
    queryClient,
    app: (top) => (
      <StrictMode>
        <MobileProviders queryClient={queryClient}>
          <KeepReadingPosition top={top}>
            <RouterProvider router={mobileRouter} />
          </KeepReadingPosition>
        </MobileProviders>
      </StrictMode>
    ),
  });
}
