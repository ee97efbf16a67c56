import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetMockExamResult } from '@shangan/shared/contracts/mock-exams';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { contestResult } from '../results.service.ts';
import type { MockExamsContext } from '../context.ts';

/** POST /gxw-web-student/mockExam/getMockExamExercise — my result once it is out. */
export const contestResultRoute: FastifyPluginAsyncTypebox<{ ctx: MockExamsContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetMockExamResult),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await contestResult(ctx, request.user!.id, request.body, Date.now())),
  });
};
