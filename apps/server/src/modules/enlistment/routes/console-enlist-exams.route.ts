import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListConsoleEnlistExams } from '@shangan/shared/contracts/console/enlistment';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listConsoleEnlistExams } from '../console-exams.service.ts';

/** GET /api/v1/console/enlistment/exams — exams with their position and enlistment counts. */
export const consoleEnlistExamsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(ListConsoleEnlistExams),
    handler: async () => ok(await listConsoleEnlistExams(app.db)),
  });
};
