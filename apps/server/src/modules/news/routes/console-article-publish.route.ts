import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ArticleMsg } from '@shangan/shared';
import { PublishArticle } from '@shangan/shared/contracts/console/articles';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { publishArticle, type ConsoleArticlesContext } from '../console-articles.service.ts';

/** POST /api/v1/console/articles/publish — put an article on the site, or update it there. */
export const consoleArticlePublishRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleArticlesContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(PublishArticle),
    handler: async (request) =>
      ok(await publishArticle(ctx, request.user!.id, request.body), ArticleMsg.published),
  });
};
