import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OpenExercise } from '@shangan/shared/contracts/question-bank';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { loadPracticeSession, ownExercise } from '../exercise-start.ts';
import { userViewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/** POST /gxw-web-student/userExerciseLog/getExerciseQuestion — reopen any attempt of mine. */
export const exerciseQuestionRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(OpenExercise),
    preHandler: app.requireUser,
    handler: async (request) => {
      const viewer = await userViewerOf(ctx, request);
      const exercise = await ownExercise(ctx, viewer.userId, request.body.exerciseId);
      return ok(await loadPracticeSession(ctx, viewer, exercise));
    },
  });
};
