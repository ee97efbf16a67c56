import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetMockExamExplain } from '@shangan/shared/contracts/mock-exams';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { contestDetail } from '../contest.service.ts';
import type { MockExamsContext } from '../context.ts';

/** POST /gxw-web-student/mockExam/getMockExamExplain — the contest, my application and attempts. */
export const contestExplainRoute: FastifyPluginAsyncTypebox<{ ctx: MockExamsContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetMockExamExplain),
    preHandler: app.optionalUser,
    handler: async (request) =>
      ok(await contestDetail(ctx, request.user?.id ?? null, request.body.mockExamId, Date.now())),
  });
};
