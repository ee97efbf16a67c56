import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListArticleTargets } from '@shangan/shared/contracts/console/articles';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listArticleTargets, type ConsoleArticlesContext } from '../console-articles.service.ts';

/** GET /api/v1/console/articles/targets — the columns and city sub-sites an article may go to. */
export const consoleArticleTargetsRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleArticlesContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ListArticleTargets),
    handler: async () => ok(await listArticleTargets(ctx)),
  });
};
