import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SiteContentMsg } from '@shangan/shared';
import { SaveConsoleExam } from '@shangan/shared/contracts/console/site-content';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { saveConsoleExam, type ConsolePortalContext } from '../console-portal.service.ts';

/** POST /api/v1/console/site-content/exams/save — a calendar entry created or changed. */
export const consoleExamSaveRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsolePortalContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(SaveConsoleExam),
    handler: async (request) =>
      ok(await saveConsoleExam(ctx, request.user!.id, request.body), SiteContentMsg.saved),
  });
};
