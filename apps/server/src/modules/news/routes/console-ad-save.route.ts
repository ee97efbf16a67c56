import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SiteContentMsg } from '@shangan/shared';
import { SaveConsoleAd } from '@shangan/shared/contracts/console/site-content';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { saveConsoleAd, type ConsolePortalContext } from '../console-portal.service.ts';

/** POST /api/v1/console/site-content/ads/save — an ad created or changed. */
export const consoleAdSaveRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsolePortalContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(SaveConsoleAd),
    handler: async (request) =>
      ok(await saveConsoleAd(ctx, request.user!.id, request.body), SiteContentMsg.saved),
  });
};
