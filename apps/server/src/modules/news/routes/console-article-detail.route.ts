import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetConsoleArticle } from '@shangan/shared/contracts/console/articles';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { consoleArticle, type ConsoleArticlesContext } from '../console-articles.service.ts';

/** GET /api/v1/console/articles/detail — one article or draft, whole, to edit. */
export const consoleArticleDetailRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleArticlesContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(GetConsoleArticle),
    handler: async (request) => ok(await consoleArticle(ctx, request.query)),
  });
};
