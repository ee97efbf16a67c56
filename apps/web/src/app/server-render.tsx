/**
 * The desktop site's pages as the server draws them: for visitors, the home, city sub-sites,
 * column lists, articles, search results, topics and the question bank's home, which people
 * arrive at from search engines and shares and which look the same to every visitor (a
 * signed-in person's header is their own, so the server draws none of them for one); for a
 * signed-in learner, the practice screens, with the question to read before any script runs.
 * The browser shows the page at once; the app hydrates it in place when the reader first
 * reaches for it (main.tsx). The data a page needs is found by drawing it (drawWithData).
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { RenderedPage } from '@shangan/shared';
import { dehydrate } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { StaticHandlerContext } from 'react-router';
import { siteConfigQuery } from '../lib/site-config';
import { drawWithData } from '../lib/drawn-page/draw-with-data';
import { KeepReadingPosition } from '../lib/drawn-page/keep-reading-position';
import { drawFor, type DrawnFor, type SiteRenderer } from '../lib/drawn-page/site-renderer';
import { GREY_MODE_CLASS, GREY_MODE_ON_ATTRIBUTE } from './layouts/root-layout';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { appRoutes } from './routes/app-routes';
import { pageFilePath, ROUTE_ROWS } from './routes/build-routes';
import { shellFlagsFor } from './routes/route-meta';

/**
 * The pages drawn on the server, by route id: whom for (see DrawnFor), and whether a drawing
 * may be sent again to the next visitor of the same path (see RenderedPage.reusable): an
 * article's drawing counts its read, and most of the others read their query (a page number,
 * a city, the words searched).
 */
const SERVER_DRAWN: Record<string, { whom: DrawnFor; reusable: boolean }> = {
  Home: { whom: 'visitors', reusable: true },
  Substation: { whom: 'visitors', reusable: false },
  TheColumnList: { whom: 'visitors', reusable: false },
  ColumnGov: { whom: 'visitors', reusable: false },
  ColumnList: { whom: 'visitors', reusable: false },
  ArticleDetail: { whom: 'visitors', reusable: false },
  Search: { whom: 'visitors', reusable: false },
  SpecialTopics: { whom: 'visitors', reusable: false },
  TopicClassification: { whom: 'visitors', reusable: false },
  TopicDetail: { whom: 'visitors', reusable: false },
  // A visitor's bank home: the subjects and their size, the same for everyone until signed in.
  QuestionBank: { whom: 'visitors', reusable: true },
  // A learner's practice screens, opened from a link with the question to read at once: the
  // attempt is opened (or continued) by the drawing, as the browser would on arrival.
  OverYearTrueTopicDetailTest: { whom: 'learners', reusable: false },
  SpecificTest: { whom: 'learners', reusable: false },
};

/** The page file of a route id (a duplicate path's id is `<id>@<path>`), as the manifest names it. */
function pageModule(routeId: string): string | null {
  const page = ROUTE_ROWS.get(routeId)?.page;
  return page ? pageFilePath(page).replace(/^(\.\.\/)+/, 'src/') : null;
}

/**
 * antd's styles, kept across drawings: writing them is most of a drawing's work, and they do
 * not depend on the page, only on which components it uses. A page's head gets all the styles
 * drawn pages have needed so far (a few more than its own), written out again only when a
 * drawing has added some.
 */
const styleCache = createCache();
let written = { entries: -1, styles: '' };

function stylesSoFar(): string {
  const entries = styleCache.cache.size;
  if (entries !== written.entries) written = { entries, styles: extractStyle(styleCache) };
  return written.styles;
}

function draw(
  queryClient: QueryClient,
  handler: ReturnType<typeof createStaticHandler>,
  context: StaticHandlerContext,
) {
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StyleProvider cache={styleCache}>
        <AppProviders queryClient={queryClient}>
          <KeepReadingPosition top={0}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </KeepReadingPosition>
        </AppProviders>
      </StyleProvider>
    </StrictMode>,
  );
  // React writes the preloads of the page's resources (its first banner picture) ahead of the
  // markup; they belong in the head, since hydration expects #root to hold the markup alone.
  const preloads = /^(?:<link [^>]*>)*/.exec(html)?.[0] ?? '';
  return { html: html.slice(preloads.length), head: preloads + stylesSoFar() };
}

/** The grey mode the root layout sets on <html> once the app runs (layouts/root-layout.tsx). */
function htmlAttributesOf(
  context: StaticHandlerContext,
  queryClient: QueryClient,
): Record<string, string> {
  const flags = shellFlagsFor(
    context.matches.map(({ route }) => ({ id: route.id, handle: route.handle as unknown })),
  );
  if (!flags.greyMode) return {};
  const greyed = queryClient.getQueryData(siteConfigQuery.queryKey)?.grayMode === true;
  return greyed
    ? { class: GREY_MODE_CLASS, [GREY_MODE_ON_ATTRIBUTE]: 'on' }
    : { class: GREY_MODE_CLASS };
}

export function createDesktopRenderer(): SiteRenderer {
  const handler = createStaticHandler(appRoutes);

  return {
    async render(url, request): Promise<RenderedPage | null> {
      const context = await handler.query(new Request(new URL(url, 'http://desktop.local')));
      if (context instanceof Response || context.errors) return null;
      const page = context.matches[context.matches.length - 1];
      const routeId = page?.route.id.split('@', 1)[0] ?? '';
      const drawn = SERVER_DRAWN[routeId];
      const module = pageModule(routeId);
      if (!drawn || !module) return null;

      return drawFor(drawn.whom, request, async () => {
        const queryClient = createQueryClient();
        const drawing = await drawWithData(queryClient, () => draw(queryClient, handler, context));
        if (!drawing) return null;
        return {
          html: drawing.html,
          head: drawing.head,
          htmlAttributes: htmlAttributesOf(context, queryClient),
          state: JSON.stringify(dehydrate(queryClient)),
          modules: ['src/app/start-app.tsx', module],
          reusable: drawn.reusable,
        };
      });
    },
  };
}
