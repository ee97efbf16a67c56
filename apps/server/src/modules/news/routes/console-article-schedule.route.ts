import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ArticleMsg } from '@shangan/shared';
import { ScheduleArticle } from '@shangan/shared/contracts/console/articles';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { scheduleArticle, type ConsoleArticlesContext } from '../console-articles.service.ts';

/** POST /api/v1/console/articles/schedule — save a draft that publishes itself at a set time. */
export const consoleArticleScheduleRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleArticlesContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ScheduleArticle),
    handler: async (request) => {
      const { draftId, publishAt, ...fields } = request.body;
      return ok(
        await scheduleArticle(ctx, request.user!.id, { ...fields, draftId, publishAt }),
        ArticleMsg.scheduled,
      );
    },
  });
};
