import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListConsoleLinks } from '@shangan/shared/contracts/console/site-content';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listConsoleLinks, type ConsolePortalContext } from '../console-portal.service.ts';

/** GET /api/v1/console/site-content/links — every friendly link of every site. */
export const consoleLinksListRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsolePortalContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ListConsoleLinks),
    handler: async () => ok(await listConsoleLinks(ctx)),
  });
};
