import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StartErrorPractice } from '@shangan/shared/contracts/question-bank';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { loadPracticeSession, startErrorExercise } from '../exercise-start.ts';
import { userViewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/**
 * POST /gxw-web-student/v2/userExerciseLog/errorQuestionPractice — practise the error book
 * again in a batch (all of it, a subject or one knowledge point).
 */
export const errorQuestionPracticeRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(StartErrorPractice),
    preHandler: app.requireUser,
    handler: async (request) => {
      const viewer = await userViewerOf(ctx, request);
      const { subjectId, knowledgePointId, count = 10 } = request.body;
      const exercise = await startErrorExercise(ctx, viewer, {
        count,
        ...(subjectId ? { subjectId } : {}),
        ...(knowledgePointId ? { catalogueId: knowledgePointId } : {}),
      });
      return ok(await loadPracticeSession(ctx, viewer, exercise));
    },
  });
};
