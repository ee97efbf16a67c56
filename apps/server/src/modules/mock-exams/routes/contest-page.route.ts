import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListMockExams } from '@shangan/shared/contracts/mock-exams';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listContests } from '../contest.service.ts';
import type { MockExamsContext } from '../context.ts';

/** POST /gxw-web-student/mockExam/page — contests by state and exam type (visitors too). */
export const contestPageRoute: FastifyPluginAsyncTypebox<{ ctx: MockExamsContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListMockExams),
    preHandler: app.optionalUser,
    handler: async (request) => {
      const { page = 1, size = 10, state, examType } = request.body;
      return ok(
        await listContests(
          ctx,
          request.user?.id ?? null,
          { page, size, ...(state ? { state } : {}), ...(examType ? { examType } : {}) },
          Date.now(),
        ),
      );
    },
  });
};
