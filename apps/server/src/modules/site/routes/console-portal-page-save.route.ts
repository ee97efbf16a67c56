import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SiteContentMsg } from '@shangan/shared';
import { SavePortalPage } from '@shangan/shared/contracts/console/site-content';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { savePortalPage, type ConsoleAboutContext } from '../console-about.service.ts';

/** POST /api/v1/console/site-content/pages/save — 企业文化 or 发展历程 rewritten. */
export const consolePortalPageSaveRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleAboutContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(SavePortalPage),
    handler: async (request) =>
      ok(await savePortalPage(ctx, request.user!.id, request.body), SiteContentMsg.saved),
  });
};
