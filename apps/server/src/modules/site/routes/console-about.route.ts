import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetConsoleAbout } from '@shangan/shared/contracts/console/site-content';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { consoleAbout, type ConsoleAboutContext } from '../console-about.service.ts';

/** GET /api/v1/console/site-content/about — the about-us content and the company pages. */
export const consoleAboutRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleAboutContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(GetConsoleAbout),
    handler: async () => ok(await consoleAbout(ctx)),
  });
};
