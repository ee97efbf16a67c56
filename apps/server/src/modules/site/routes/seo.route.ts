import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '@shangan/shared';
import { redisNames } from '../../../lib/redis-state.ts';
import { createTtlCache, findSitemapEntries } from '../../news/public.ts';

/** Site-map entries past this many would need a sitemap index (50 000 per file at most). */
const MAX_ARTICLES = 40_000;

const STATIC_PATHS = [
  '/',
  '/list.html',
  '/course',
  '/book',
  '/search',
  '/specialTopics',
  '/topicClassification',
  '/tagAggregation',
  '/lxSpecial',
  '/aboutUs',
  '/contactUs',
  '/joinUs',
  '/statement',
  '/siteMap',
  '/download',
];

/**
 * /robots.txt and /sitemap.xml, at the site root where crawlers look for them. Registered only
 * when the built web app does not already ship a static file of the same name.
 */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.publicUrl;
  // Shared through Redis when the server has it: building the map reads every article.
  const cache = createTtlCache(10 * 60_000, app.redis, redisNames(app.config.redisPrefix).cache);

  if (!app.hasRoute({ method: 'GET', url: '/robots.txt' })) {
    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(
          [
            'User-agent: *',
            'Disallow: /personalCenter/',
            'Disallow: /my/',
            'Disallow: /api/',
            'Disallow: /gxw-web-student/',
            'Disallow: /search',
            '',
            `Sitemap: ${base}/sitemap.xml`,
            '',
          ].join('\n'),
        ),
    );
  }

  if (!app.hasRoute({ method: 'GET', url: '/sitemap.xml' })) {
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
      const xml = await cache.get('sitemap', async () => {
        const { columns, articles, topics } = await findSitemapEntries(app.db, MAX_ARTICLES);
        const url = (loc: string, lastmod?: string) =>
          `<url><loc>${escapeHtml(base + loc)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`;
        return [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
          ...STATIC_PATHS.map((loc) => url(loc)),
          ...columns.map((c) =>
            c.parent_dir
              ? url(
                  `/column/list/${c.parent_dir}.html/${c.column_dir}?id=${c.parent_id}&columnId=${c.id}`,
                )
              : url(`/column/list/${c.column_dir}.html?id=${c.id}&columnId=${c.id}`),
          ),
          ...topics.map((t) => url(`/topicDetail?id=${t.id}`)),
          ...articles.map((a) =>
            url(
              `/${a.pdf_file_id === null ? 'articleDetail' : 'articlePdf'}/${a.id}`,
              a.updated_at,
            ),
          ),
          '</urlset>',
        ].join('\n');
      });
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=600')
        .send(xml);
    });
  }
};
