import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetArticle } from '@shangan/shared/contracts/news/articles';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { articleDetail, recordView } from '../news.service.ts';
import type { NewsRouteOptions } from './_context.ts';

/** GET /api/v1/pc/articles/{id} — one article with tags, neighbours and related articles. */
export const articleDetailRoute: FastifyPluginAsyncTypebox<NewsRouteOptions> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetArticle),
    handler: async (request) => {
      const detail = await articleDetail(ctx, request.params.id);
      await recordView(ctx, detail.id);
      return ok({ ...detail, viewCount: detail.viewCount + 1 });
    },
  });
};
