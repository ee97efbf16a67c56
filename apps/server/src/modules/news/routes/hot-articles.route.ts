import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetHotColumnArticles, GetWeekHotArticles } from '@shangan/shared/contracts/news/articles';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { hotColumnArticles, weekHotArticles } from '../news.service.ts';
import type { NewsRouteOptions } from './_context.ts';

/** GET /api/v1/pc/weekHotArticle and /pc/hotColumnArticle: the hot-article lists. */
export const hotArticlesRoute: FastifyPluginAsyncTypebox<NewsRouteOptions> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetWeekHotArticles),
    config: { publicCache: true },
    handler: async (request) => ok(await weekHotArticles(ctx, request.query.cityId ?? null)),
  });

  app.route({
    ...routeOf(GetHotColumnArticles),
    config: { publicCache: true },
    handler: async (request) => ok(await hotColumnArticles(ctx, request.query.columnId)),
  });
};
