import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StartMockExamStage } from '@shangan/shared/contracts/mock-exams';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { userViewerOf } from '../../question-bank/public.ts';
import { startStage } from '../attempt.service.ts';
import type { MockExamsContext } from '../context.ts';

/** POST /gxw-web-student/mockExam/mockExamStaged — starts or resumes my attempt of a stage. */
export const stageStartRoute: FastifyPluginAsyncTypebox<{ ctx: MockExamsContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(StartMockExamStage),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await startStage(ctx, await userViewerOf(ctx, request), request.body, Date.now())),
  });
};
