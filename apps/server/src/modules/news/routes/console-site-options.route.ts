import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleSiteOptions } from '@shangan/shared/contracts/console/site-content';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { siteContentOptions, type ConsolePortalContext } from '../console-portal.service.ts';

/** GET /api/v1/console/site-content/options — the city sites an ad, link or exam may belong to. */
export const consoleSiteOptionsRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsolePortalContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ConsoleSiteOptions),
    handler: async () => ok(await siteContentOptions(ctx)),
  });
};
