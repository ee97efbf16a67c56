import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, ApiCode, Msg } from '@shangan/shared';
import { injectPageMeta, lookupPageMeta, type PageLookup } from './page-meta.ts';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/**
 * Serves the built web app: hashed assets cached for a year, everything else (index.html,
 * sw.js) revalidated on every visit, and the history-mode fallback that answers any page path
 * with index.html so the client router can take over. Unknown API paths get a JSON 404.
 */
export default fp(
  async (app) => {
    const distDir = app.config.webDistDir;
    const hasWebApp = fs.existsSync(path.join(distDir, 'index.html'));
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
      // Article and column pages carry their own title, description and text (page-meta.ts).
      // Without the database (a restart) the plain app still loads and shows its own messages
      // when its API calls fail, rather than the browser showing a JSON error as the page.
      let page: PageLookup;
      try {
        page = await lookupPageMeta(app.db, request.url);
      } catch (err) {
        request.log.warn({ err }, 'page meta unavailable; serving the plain web app');
        page = { kind: 'none' };
      }
      if (page.kind === 'page') {
        const html = await fs.promises.readFile(path.join(distDir, 'index.html'), 'utf8');
        return reply
          .header('cache-control', NO_CACHE)
          .type('text/html; charset=utf-8')
          .send(injectPageMeta(html, page.meta, app.config.publicUrl));
      }
      return reply
        .status(page.kind === 'missing' ? 404 : 200)
        .header('cache-control', NO_CACHE)
        .sendFile('index.html');
    });
  },
  { name: 'web-app' },
);

function isApiPath(url: string): boolean {
  return Object.values(API_PREFIX).some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
}
