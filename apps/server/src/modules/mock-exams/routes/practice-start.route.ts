import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StartMockExamPractice } from '@shangan/shared/contracts/mock-exams';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { userViewerOf } from '../../question-bank/public.ts';
import { startPractice } from '../attempt.service.ts';
import type { MockExamsContext } from '../context.ts';

/** POST /gxw-web-student/mockExam/mockExamPractice — a past contest as a timed practice. */
export const practiceStartRoute: FastifyPluginAsyncTypebox<{ ctx: MockExamsContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(StartMockExamPractice),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await startPractice(ctx, await userViewerOf(ctx, request), request.body, Date.now())),
  });
};
