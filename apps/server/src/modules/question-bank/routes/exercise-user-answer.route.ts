import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { findAnswers } from '../exercise.repository.ts';
import { userAnswerPayload } from '../exercise-state.ts';
import { ownExercise } from '../exercise-start.ts';
import { findQuestionsByIds } from '../question.repository.ts';
import { Id, UserAnswer } from '../question-bank.schemas.ts';
import { TAGS } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/**
 * POST /gxw-web-student/userExerciseLog/getExerciseQuestionUserAnswer — the answers saved in
 * an attempt (to restore a reloaded page); right or wrong only once handed in.
 */
export const exerciseUserAnswerRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.post(
    '/userExerciseLog/getExerciseQuestionUserAnswer',
    {
      schema: {
        tags: [...TAGS.practice],
        summary: '一次练习中已保存的作答',
        body: Type.Object({ exerciseId: Id('练习编号不正确') }),
        response: { 200: Envelope(Type.Array(UserAnswer)) },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
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
  );
};
