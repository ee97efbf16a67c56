import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SiteContentMsg } from '@shangan/shared';
import { MoveSiteContent } from '@shangan/shared/contracts/console/site-content';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { moveSiteContent, type ConsolePortalContext } from '../console-portal.service.ts';

/** POST /api/v1/console/site-content/move — an ad or a link one place up or down. */
export const consoleSiteMoveRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsolePortalContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(MoveSiteContent),
    handler: async (request) =>
      ok(await moveSiteContent(ctx, request.user!.id, request.body), SiteContentMsg.moved),
  });
};
