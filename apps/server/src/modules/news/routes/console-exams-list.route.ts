import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListConsoleExams } from '@shangan/shared/contracts/console/site-content';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listConsoleExams, type ConsolePortalContext } from '../console-portal.service.ts';

/** GET /api/v1/console/site-content/exams — the exam calendar, latest exam first. */
export const consoleExamsListRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsolePortalContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ListConsoleExams),
    handler: async (request) => ok(await listConsoleExams(ctx, request.query)),
  });
};
