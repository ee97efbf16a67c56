import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListMyMockExams } from '@shangan/shared/contracts/mock-exams';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { myContests } from '../contest.service.ts';
import type { MockExamsContext } from '../context.ts';

/** POST /gxw-web-student/mockExam/userApplyMockExamList — the contests I applied to. */
export const myContestsRoute: FastifyPluginAsyncTypebox<{ ctx: MockExamsContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListMyMockExams),
    preHandler: app.requireUser,
    handler: async (request) => {
      const { page = 1, size = 10, state } = request.body;
      return ok(
        await myContests(
          ctx,
          request.user!.id,
          { page, size, ...(state ? { state } : {}) },
          Date.now(),
        ),
      );
    },
  });
};
