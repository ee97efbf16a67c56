import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListConsoleAds } from '@shangan/shared/contracts/console/site-content';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listConsoleAds, type ConsolePortalContext } from '../console-portal.service.ts';

/** GET /api/v1/console/site-content/ads — every ad of one position, running or not. */
export const consoleAdsListRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsolePortalContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ListConsoleAds),
    handler: async (request) => ok(await listConsoleAds(ctx, request.query.position)),
  });
};
