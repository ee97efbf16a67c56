import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListExerciseAnswers } from '@shangan/shared/contracts/question-bank';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { findAnswers } from '../exercise.repository.ts';
import { userAnswerPayload } from '../exercise-state.ts';
import { ownExercise } from '../exercise-start.ts';
import { findQuestionsByIds } from '../question.repository.ts';
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
      const answers = await findAnswers(ctx.db, exercise.id);
      const types = new Map(
        (
          await findQuestionsByIds(
            ctx.db,
            answers.map((row) => row.question_id),
          )
        ).map((row) => [row.id, row.type_code]),
      );
      const submitted = exercise.status === 'submitted';
      return ok(
        answers.map((row) => userAnswerPayload(row, types.get(row.question_id) ?? '', submitted)),
      );
    },
  });
};
