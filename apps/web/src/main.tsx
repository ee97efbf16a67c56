import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { installPreloadErrorReload } from './app/chunk-reload';
import { sendPhonesToMobileSite } from './app/mobile-redirect';
import { AppProviders } from './app/providers';
import { registerServiceWorker } from './app/register-service-worker';
import { router } from './app/router';
import { prefetchPopularPages } from './app/routes/prefetch';
import './app/styles/global.css';

// Before the first lazy import, so a stale chunk on the very first page is handled too.
installPreloadErrorReload({
  pendingUrl: () => {
    const target = router.state.navigation.location;
    return target ? `${target.pathname}${target.search}${target.hash}` : null;
  },
});

const leavingForMobileSite = sendPhonesToMobileSite(router);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

if (!leavingForMobileSite) {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  registerServiceWorker(() => void prefetchPopularPages());
}
