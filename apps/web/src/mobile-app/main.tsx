import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { setSessionExits } from '../lib/api/session-expiry';
import { mobileHref } from '../lib/mobile-paths';
import { installPreloadErrorReload } from '../app/chunk-reload';
import { adoptHashRoute } from './hash-route';
import { MobileProviders } from './providers';
import { renderPopupsWithReact19 } from './render-popups';
import './styles/mobile.css';

const fromHash = adoptHashRoute(window.location);
if (fromHash) window.history.replaceState(null, '', fromHash);

setSessionExits({ home: mobileHref('MHome'), login: mobileHref('MLogin') });
renderPopupsWithReact19();

// The router module starts loading routes as soon as it is evaluated, so it comes after the
// hash route has become the path.
const { mobileRouter } = await import('./router');

installPreloadErrorReload({
  pendingUrl: () => {
    const target = mobileRouter.state.navigation.location;
    return target ? `${target.pathname}${target.search}${target.hash}` : null;
  },
});

// The server sends an article's text inside #root, readable before any script runs. Rendering
// before the first page's chunk has arrived would replace it with the loading screen; once
// the router is ready, the page itself takes over the text in place.
if (!mobileRouter.state.initialized) {
  await new Promise<void>((resolve) => {
    const stop = mobileRouter.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('m/index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <MobileProviders>
      <RouterProvider router={mobileRouter} />
    </MobileProviders>
  </StrictMode>,
);
