import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OpenPaperPractice } from '@shangan/shared/contracts/question-bank';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { loadPracticeSession, startPaperExercise } from '../exercise-start.ts';
import { userViewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/**
 * GET /gxw-web-student/historyPaper/paperQuestions — untimed practice of a past paper: resumes the open
 * attempt with its saved answers and clock, or starts one.
 */
export const paperQuestionsRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(OpenPaperPractice),
    preHandler: app.requireUser,
    handler: async (request) => {
      const viewer = await userViewerOf(ctx, request);
      const exercise = await startPaperExercise(ctx, viewer, request.query.paperId, 'paper');
      return ok(await loadPracticeSession(ctx, viewer, exercise));
    },
  });
};
