import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SiteContentMsg } from '@shangan/shared';
import { DeleteSiteContent } from '@shangan/shared/contracts/console/site-content';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { deleteSiteContent, type ConsolePortalContext } from '../console-portal.service.ts';

/** POST /api/v1/console/site-content/delete — an ad, a link or a calendar entry deleted. */
export const consoleSiteDeleteRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsolePortalContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(DeleteSiteContent),
    handler: async (request) => {
      await deleteSiteContent(ctx, request.user!.id, request.body);
      return ok(null, SiteContentMsg.deleted);
    },
  });
};
