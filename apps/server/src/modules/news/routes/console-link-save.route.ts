import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SiteContentMsg } from '@shangan/shared';
import { SaveConsoleLink } from '@shangan/shared/contracts/console/site-content';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { saveConsoleLink, type ConsolePortalContext } from '../console-portal.service.ts';

/** POST /api/v1/console/site-content/links/save — a friendly link created or changed. */
export const consoleLinkSaveRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsolePortalContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(SaveConsoleLink),
    handler: async (request) =>
      ok(await saveConsoleLink(ctx, request.user!.id, request.body), SiteContentMsg.saved),
  });
};
