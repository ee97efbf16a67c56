/**
 * The page renderer the server loads: the web build bundles this file for Node (vite build
 * --ssr). Pages under the mobile site's base path are drawn by the mobile site, the rest by
 * the desktop site; each draws only its own list of pages and answers null for the others.
 * The pages' API calls go through the server's `fetch` (its own routes, no network). A page
 * drawn for a learner reads the session from the cookies of the request being answered, kept
 * per drawing (several are drawn at once, each across many awaits).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { hasSessionCookie, MOBILE_BASE_PATH } from '@shangan/shared';
import type { CreatePageRenderer } from '@shangan/shared';
import { createDesktopRenderer } from './app/server-render';
import { setHttpTransport } from './lib/api/http';
import { readSessionOnServerFrom } from './lib/session-storage';
import { createMobileRenderer } from './mobile-app/server-render';

export const createPageRenderer: CreatePageRenderer = ({ fetch }) => {
  const drawingFor = new AsyncLocalStorage<string>();
  readSessionOnServerFrom(() => drawingFor.getStore() ?? '');
  setHttpTransport((url, init) =>
    fetch(url, {
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      // The API clients send JSON or form text (a query's POST, such as the bank home's).
      ...(typeof init.body === 'string' ? { body: init.body } : {}),
    }),
  );
  const mobile = createMobileRenderer();
  const desktop = createDesktopRenderer();
  return {
    render(url, { cookie }) {
      const path = url.split('?', 1)[0] ?? url;
      const onMobileSite = path === MOBILE_BASE_PATH || path.startsWith(`${MOBILE_BASE_PATH}/`);
      const site = onMobileSite ? mobile : desktop;
      return site.render(url, {
        signedIn: hasSessionCookie(cookie),
        asLearner: (draw) => drawingFor.run(cookie ?? '', draw),
      });
    },
  };
};
