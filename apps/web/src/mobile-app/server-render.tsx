/**
 * The mobile site's pages as the server draws them (for ../server-render.ts, which the web
 * build bundles for Node); the server asks it for a page's HTML, which the
 * browser shows at once and the app later hydrates in place (main.tsx). Only the pages in
 * SERVER_DRAWN are drawn here: content people arrive at from search and shares, the same for
 * every visitor, and a signed-in learner's practice screen. The rest are drawn by the browser.
 */
import type { RenderedPage } from '@shangan/shared';
import { MOBILE_BASE_PATH } from '@shangan/shared';
import { dehydrate } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Params } from 'react-router';
import { createQueryClient } from '../app/query-client';
import { homeDataQuery } from '../features/home/api/home-data';
import { articleDetailQuery } from '../features/news/api/article-detail';
import { drawWithData } from '../lib/drawn-page/draw-with-data';
import { KeepReadingPosition } from '../lib/drawn-page/keep-reading-position';
import { drawFor, type DrawnFor, type SiteRenderer } from '../lib/drawn-page/site-renderer';
import { MobileProviders } from './providers';
import { MOBILE_ROUTE_TABLE } from './routes/mobile-route-table';
import { mobilePageFilePath } from './routes/build-mobile-routes';
import { mobileRoutes } from './routes/mobile-routes';

interface ServerDrawn {
  whom: DrawnFor;
  /**
   * Fetches the data the page is drawn from into the client; without it, the data is found by
   * drawing the page (drawWithData).
   */
  prefetch?: (client: QueryClient, params: Params) => Promise<unknown>;
  /** See RenderedPage.reusable. */
  reusable: boolean;
}

/** The pages drawn on the server, by route id, with the data each is drawn from. */
const SERVER_DRAWN: Record<string, ServerDrawn> = {
  MHome: {
    whom: 'everyone',
    prefetch: (client) => client.fetchQuery(homeDataQuery(null)),
    reusable: true,
  },
  MArticle: {
    whom: 'everyone',
    prefetch: (client, params) => {
      const id = Number(params.id);
      if (!Number.isInteger(id) || id <= 0) return Promise.reject(new Error('not an article id'));
      return client.fetchQuery(articleDetailQuery(id));
    },
    // Its API call counts the read, once per visitor.
    reusable: false,
  },
  // A learner's practice screens (a past paper, a catalogue section), opened from a link with
  // the question to read at once: the drawing opens (or continues) the attempt, as the browser
  // would on arrival.
  MPaperTest: { whom: 'learners', reusable: false },
  MSpecificTest: { whom: 'learners', reusable: false },
};

/** The page file of a route id, as the build manifest names it (src/features/…). */
function pageModule(routeId: string): string | null {
  const row = MOBILE_ROUTE_TABLE.find((candidate) => candidate.id === routeId);
  return row ? mobilePageFilePath(row.page).replace(/^(\.\.\/)+/, 'src/') : null;
}

export function createMobileRenderer(): SiteRenderer {
  const handler = createStaticHandler(mobileRoutes(), { basename: MOBILE_BASE_PATH });

  return {
    async render(url, request): Promise<RenderedPage | null> {
      const context = await handler.query(new Request(new URL(url, 'http://mobile.local')));
      if (context instanceof Response || context.errors) return null;
      const page = context.matches[context.matches.length - 1];
      const drawn = page ? SERVER_DRAWN[page.route.id] : undefined;
      const module = page ? pageModule(page.route.id) : null;
      if (!page || !drawn || !module) return null;

      return drawFor(drawn.whom, request, async () => {
        const queryClient = createQueryClient();
        try {
          await drawn.prefetch?.(queryClient, page.params);
        } catch {
          // A failed call is the browser's to show, with its retry: the plain page is sent.
          return null;
        }
        const router = createStaticRouter(handler.dataRoutes, context);
        const html = await drawWithData(queryClient, () =>
          renderToString(
            <StrictMode>
              <MobileProviders queryClient={queryClient}>
                <KeepReadingPosition top={0}>
                  <StaticRouterProvider router={router} context={context} hydrate={false} />
                </KeepReadingPosition>
              </MobileProviders>
            </StrictMode>,
          ),
        );
        if (html === null) return null;
        return {
          html,
          head: '',
          htmlAttributes: {},
          state: JSON.stringify(dehydrate(queryClient)),
          modules: ['src/mobile-app/start-app.tsx', module],
          reusable: drawn.reusable,
        };
      });
    },
  };
}
