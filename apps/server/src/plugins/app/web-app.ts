import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  hasSessionCookie,
  API_PREFIX,
  ApiCode,
  isPhoneUserAgent,
  MOBILE_BASE_PATH,
  mobileLocationFor,
  Msg,
  prefersDesktop,
} from '@shangan/shared';
import { injectDrawnPage, loadPageDrawer, type PageDrawer } from './page-renderer.ts';
import { compressedFor } from './response-cache.ts';
import {
  injectPageMeta,
  lookupMobilePageMeta,
  lookupPageMeta,
  type PageLookup,
} from './page-meta.ts';

const LONG_CACHE = 'public, max-age=31536000, immutable';

type Site = 'desktop' | 'mobile';
/** The page of each site in the build: the mobile site is the build's second page. */
const PAGE_FILES: Record<Site, string> = { desktop: 'index.html', mobile: 'm/index.html' };
const NO_CACHE = 'no-cache';

/**
 * Serves the built web app: hashed assets cached for a year, everything else (index.html,
 * sw.js) revalidated on every visit, and the history-mode fallback that answers any page path
 * with index.html so the client router can take over (m/index.html under the mobile site's
 * base path, and phones asking for a desktop page are sent there). Unknown API paths get a
 * JSON 404.
 */
export default fp(
  async (app) => {
    const distDir = app.config.webDistDir;
    const hasWebApp = fs.existsSync(path.join(distDir, PAGE_FILES.desktop));
    const hasMobileSite = fs.existsSync(path.join(distDir, PAGE_FILES.mobile));
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        setHeaders: (res, filePath) => {
          const inAssets = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
          res.header('cache-control', inAssets ? LONG_CACHE : NO_CACHE);
        },
      });
    } else {
      app.log.warn({ distDir }, 'web app not built; only the APIs are served');
    }

    let drawer: PageDrawer | null = null;
    try {
      drawer = hasWebApp ? await loadPageDrawer(app, distDir) : null;
    } catch (err) {
      // The browser draws every page then, as without the bundle; the APIs must still start.
      app.log.error({ err }, 'the page renderer did not load');
    }
    // The build's pages, read once: their assets were registered at start-up as well.
    const pageFiles = new Map<string, string>();
    const pageHtml = (file: string) => {
      let html = pageFiles.get(file);
      if (html === undefined) {
        html = fs.readFileSync(path.join(distDir, file), 'utf8');
        pageFiles.set(file, html);
      }
      return html;
    };

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (isApiPath(url)) {
        return reply.status(404).send({ code: ApiCode.NOT_FOUND, msg: Msg.notFound, data: null });
      }
      // A missing file (an old hashed chunk, a typo'd image) must 404, never turn into HTML:
      // the client reloads on chunk failures and would otherwise parse HTML as JavaScript.
      const looksLikeFile = /\.[a-z0-9]+$/i.test(url) && !url.endsWith('.html');
      if (!hasWebApp || looksLikeFile || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.status(404).type('text/plain; charset=utf-8').send('404 Not Found');
      }
      if (url === MOBILE_BASE_PATH || url.startsWith(`${MOBILE_BASE_PATH}/`)) {
        return servePage(request, reply, 'mobile');
      }
      // A phone gets the mobile page on its first request, before any desktop page can show;
      // one who chose the desktop site (the site_view cookie) stays. The answer depends on
      // both headers, which shared caches must know.
      reply.header('vary', 'User-Agent, Cookie');
      if (
        hasMobileSite &&
        isPhoneUserAgent(request.headers['user-agent']) &&
        !prefersDesktop(request.headers.cookie)
      ) {
        const search = request.url.slice(url.length);
        const target = mobileLocationFor(url, search);
        if (target) return reply.header('cache-control', NO_CACHE).redirect(target, 302);
      }
      return servePage(request, reply, 'desktop');
    });

    /**
     * The app's page for a history-mode path. Article and column pages carry their own title,
     * description and text (page-meta.ts). Without the database (a restart) the plain app
     * still loads and shows its own messages when its API calls fail, rather than the browser
     * showing a JSON error as the page.
     */
    async function servePage(request: FastifyRequest, reply: FastifyReply, site: Site) {
      const file = PAGE_FILES[site];
      if (site === 'mobile' && !hasMobileSite) {
        return reply.status(404).type('text/plain; charset=utf-8').send('404 Not Found');
      }
      let page: PageLookup;
      try {
        page =
          site === 'mobile'
            ? await lookupMobilePageMeta(app.db, request.url)
            : await lookupPageMeta(app.db, request.url);
      } catch (err) {
        request.log.warn({ err }, 'page meta unavailable; serving the plain web app');
        page = { kind: 'none' };
      }
      // Not for HEAD: drawing an article counts its read, drawing a practice screen opens the
      // attempt. Which pages are drawn for whom is the renderer's to say: the desktop's content
      // pages for visitors only (a signed-in person's header is their own; the answer already
      // varies by Cookie), a practice screen for its learner only.
      const drawable = drawer && page.kind !== 'missing' && request.method === 'GET';
      if (drawable) {
        const drawn = await drawPage(request);
        if (drawn) {
          const meta = page.kind === 'page' ? page.meta : null;
          const build = () => {
            const html = pageHtml(file);
            const withMeta = meta
              ? injectPageMeta(html, { ...meta, bodyHtml: '' }, app.config.publicUrl, site)
              : html;
            return injectDrawnPage(withMeta, drawn);
          };
          // A reused drawing (the same object while the drawer keeps it) is sent as the same
          // bytes: it is neither assembled nor compressed again.
          return sendHtml(request, reply, build, drawn.reusable ? drawn : undefined);
        }
      }
      if (page.kind === 'page') {
        const { meta } = page;
        return sendHtml(request, reply, () =>
          injectPageMeta(pageHtml(file), meta, app.config.publicUrl, site),
        );
      }
      return reply
        .status(page.kind === 'missing' ? 404 : 200)
        .header('cache-control', NO_CACHE)
        .sendFile(file);
    }

    /** The page drawn by the server, or null to send it for the browser to draw. */
    async function drawPage(request: FastifyRequest) {
      try {
        return (await drawer?.draw(request.url, request.headers.cookie ?? null)) ?? null;
      } catch (err) {
        request.log.warn({ err }, 'page not drawn; the browser draws it');
        return null;
      }
    }
  },
  { name: 'web-app' },
);

type EncodedPage = ReturnType<typeof compressedFor>;
/** The bytes of a reused page, per encoding, for as long as the page object is kept. */
const encodedPages = new WeakMap<object, Map<string | undefined, EncodedPage>>();

/**
 * A page built for the request. The not-found handler's answers skip @fastify/compress's route
 * hook, so the page is compressed here: a drawn page is tens of kilobytes of markup.
 */
function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  build: () => string,
  reusedAs?: object,
) {
  const accept = request.headers['accept-encoding'];
  let forms = reusedAs ? encodedPages.get(reusedAs) : undefined;
  if (reusedAs && !forms) {
    forms = new Map();
    encodedPages.set(reusedAs, forms);
  }
  let encoded = forms?.get(accept);
  if (!encoded) {
    encoded = compressedFor(accept, Buffer.from(build()));
    // Keyed by the header as sent: browsers send a handful of distinct ones.
    if (forms && forms.size < 8) forms.set(accept, encoded);
  }
  const { encoding, body } = encoded;
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  const vary = reply.getHeader('vary');
  // A signed-in person's page may be their own (a practice screen): never for a shared cache.
  const caching = hasSessionCookie(request.headers.cookie) ? `private, ${NO_CACHE}` : NO_CACHE;
  return reply
    .header('cache-control', caching)
    .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
    .type('text/html; charset=utf-8')
    .send(body);
}

function isApiPath(url: string): boolean {
  return Object.values(API_PREFIX).some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
}
