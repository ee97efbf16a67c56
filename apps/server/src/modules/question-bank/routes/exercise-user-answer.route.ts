import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListExerciseAnswers } from '@shangan/shared/contracts/question-bank';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { ownExercise, savedAnswers } from '../exercise-start.ts';
import type { QuestionBankContext } from '../context.ts';

/**
 * POST /gxw-web-student/userExerciseLog/getExerciseQuestionUserAnswer — the answers saved in
 * an attempt (to restore a reloaded page); right or wrong only once handed in.
 */
export const exerciseUserAnswerRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ListExerciseAnswers),
    preHandler: app.requireUser,
    handler: async (request) => {
      const exercise = await ownExercise(ctx, request.user!.id, request.body.exerciseId);
      return ok((await savedAnswers(ctx, exercise)).userAnswers);
    },
  });
};
