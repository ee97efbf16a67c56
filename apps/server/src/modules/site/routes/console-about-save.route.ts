import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SiteContentMsg } from '@shangan/shared';
import { SaveConsoleAbout } from '@shangan/shared/contracts/console/site-content';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { saveConsoleAbout, type ConsoleAboutContext } from '../console-about.service.ts';

/** POST /api/v1/console/site-content/about/save — the profile and the app and account entries. */
export const consoleAboutSaveRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleAboutContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(SaveConsoleAbout),
    handler: async (request) =>
      ok(await saveConsoleAbout(ctx, request.user!.id, request.body), SiteContentMsg.saved),
  });
};
