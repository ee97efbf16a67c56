import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetGradingWorkload } from '@shangan/shared/contracts/console/grading';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { gradingWorkload } from '../grading.service.ts';

/** GET /api/v1/console/grading — the grading backlog and each grader's recent work. */
export const consoleGradingRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(GetGradingWorkload),
    handler: async () => ok(await gradingWorkload(app.db)),
  });
};
