import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListConsoleMockExams } from '@shangan/shared/contracts/console/mock-exams';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { MockExamsContext } from '../context.ts';
import { listConsoleMockExams } from '../console-contests.service.ts';

/** GET /api/v1/console/mock-exams — contests, latest start first, with applicants and results. */
export const consoleMockExamsRoute: FastifyPluginAsyncTypebox<{ ctx: MockExamsContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListConsoleMockExams),
    handler: async (request) => ok(await listConsoleMockExams(ctx, request.query)),
  });
};
