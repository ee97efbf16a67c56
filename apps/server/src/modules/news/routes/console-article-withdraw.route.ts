import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ArticleMsg } from '@shangan/shared';
import { WithdrawArticle } from '@shangan/shared/contracts/console/articles';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { withdrawArticle, type ConsoleArticlesContext } from '../console-articles.service.ts';

/** POST /api/v1/console/articles/withdraw — take an article off the site, keep it as a draft. */
export const consoleArticleWithdrawRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleArticlesContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(WithdrawArticle),
    handler: async (request) =>
      ok(await withdrawArticle(ctx, request.user!.id, request.body.id), ArticleMsg.withdrawn),
  });
};
