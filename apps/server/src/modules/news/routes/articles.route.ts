import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListArticles } from '@shangan/shared/contracts/news/articles';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listArticlePage } from '../news.service.ts';
import type { NewsRouteOptions } from './_context.ts';

/** GET /api/v1/pc/articles — a column's (with its sub-columns), a city's or a tag's articles. */
export const articlesRoute: FastifyPluginAsyncTypebox<NewsRouteOptions> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ListArticles),
    // A column's page is the same for every reader (the detail page, which counts reads, is not).
    config: { publicCache: true },
    handler: async (request) => {
      const { page = 1, pageSize = 20, ...filter } = request.query;
      return ok(await listArticlePage(ctx, { ...filter, page, pageSize }));
    },
  });
};
