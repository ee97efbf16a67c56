import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ArticleMsg } from '@shangan/shared';
import { UnscheduleArticle } from '@shangan/shared/contracts/console/articles';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { unscheduleArticle, type ConsoleArticlesContext } from '../console-articles.service.ts';

/** POST /api/v1/console/articles/unschedule — a scheduled draft stays a draft. */
export const consoleArticleUnscheduleRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleArticlesContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(UnscheduleArticle),
    handler: async (request) =>
      ok(await unscheduleArticle(ctx, request.user!.id, request.body.id), ArticleMsg.unscheduled),
  });
};
