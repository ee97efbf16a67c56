import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OpenPaperMock } from '@shangan/shared/contracts/question-bank';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { loadPracticeSession, startPaperExercise } from '../exercise-start.ts';
import { userViewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/**
 * GET /gxw-web-student/historyPaper/mockPaperQuestions — a timed mock of a past paper (auto
 * hand-in at the limit): resumes the open attempt with its saved answers and clock, or starts one.
 */
export const mockPaperQuestionsRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(OpenPaperMock),
    preHandler: app.requireUser,
    handler: async (request) => {
      const viewer = await userViewerOf(ctx, request);
      const exercise = await startPaperExercise(ctx, viewer, request.query.paperId, 'mock');
      return ok(await loadPracticeSession(ctx, viewer, exercise));
    },
  });
};
