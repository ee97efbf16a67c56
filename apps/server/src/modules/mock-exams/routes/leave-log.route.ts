import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LogMockExamLeave } from '@shangan/shared/contracts/mock-exams';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { logLeave } from '../attempt.service.ts';
import { perLearner } from '../../../lib/per-learner-rate-limit.ts';
import type { MockExamsContext } from '../context.ts';

/** POST /gxw-web-student/mockExam/leaveLog — leaving the exam page and coming back. */
export const leaveLogRoute: FastifyPluginAsyncTypebox<{ ctx: MockExamsContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(LogMockExamLeave),
    preHandler: app.requireUser,
    config: perLearner('mock-leave', 60),
    handler: async (request) => ok(await logLeave(ctx, request.user!.id, request.body, Date.now())),
  });
};
