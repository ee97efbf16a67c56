import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ArticleMsg } from '@shangan/shared';
import { SaveArticleDraft } from '@shangan/shared/contracts/console/articles';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { saveArticleDraft, type ConsoleArticlesContext } from '../console-articles.service.ts';

/** POST /api/v1/console/articles/draft — save a draft, which the site never shows. */
export const consoleArticleDraftRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleArticlesContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(SaveArticleDraft),
    handler: async (request) =>
      ok(await saveArticleDraft(ctx, request.user!.id, request.body), ArticleMsg.draftSaved),
  });
};
