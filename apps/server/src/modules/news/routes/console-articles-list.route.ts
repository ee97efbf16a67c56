import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListConsoleArticles } from '@shangan/shared/contracts/console/articles';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listConsoleArticles, type ConsoleArticlesContext } from '../console-articles.service.ts';

/** GET /api/v1/console/articles — published articles or drafts, newest first. */
export const consoleArticlesListRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleArticlesContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ListConsoleArticles),
    handler: async (request) => ok(await listConsoleArticles(ctx, request.query)),
  });
};
