import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApplyMockExam } from '@shangan/shared/contracts/mock-exams';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { applyToContest } from '../contest.service.ts';
import { perLearner } from '../../../lib/per-learner-rate-limit.ts';
import type { MockExamsContext } from '../context.ts';

/** POST /gxw-web-student/mockExam/applyMockExam — applies once, inside the window. */
export const contestApplyRoute: FastifyPluginAsyncTypebox<{ ctx: MockExamsContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ApplyMockExam),
    preHandler: app.requireUser,
    config: perLearner('mock-apply', 30),
    handler: async (request) => {
      const result = await applyToContest(ctx, request.user!.id, request.body, Date.now());
      return ok(result, result.newlyApplied ? '报名成功' : '你已报名本场模考');
    },
  });
};
