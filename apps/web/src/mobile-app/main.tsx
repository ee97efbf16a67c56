import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { setSessionExits } from '../lib/api/session-expiry';
import { mobileHref } from '../lib/mobile-paths';
import { installPreloadErrorReload } from '../app/chunk-reload';
import { adoptHashRoute } from './hash-route';
import { MobileProviders } from './providers';
import './styles/mobile.css';

const fromHash = adoptHashRoute(window.location);
if (fromHash) window.history.replaceState(null, '', fromHash);

setSessionExits({ home: mobileHref('MHome'), login: mobileHref('MLogin') });

// The router module starts loading routes as soon as it is evaluated, so it comes after the
// hash route has become the path.
const { mobileRouter } = await import('./router');

installPreloadErrorReload({
  pendingUrl: () => {
    const target = mobileRouter.state.navigation.location;
    return target ? `${target.pathname}${target.search}${target.hash}` : null;
  },
});

const container = document.getElementById('root');
if (!container) throw new Error('m/index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <MobileProviders>
      <RouterProvider router={mobileRouter} />
    </MobileProviders>
  </StrictMode>,
);
