import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { loadPracticeSession, ownExercise } from '../exercise-start.ts';
import { Id, PracticeSession } from '../question-bank.schemas.ts';
import { TAGS, userViewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/** POST /gxw-web-student/userExerciseLog/getExerciseQuestion — reopen any attempt of mine. */
export const exerciseQuestionRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.post(
    '/userExerciseLog/getExerciseQuestion',
    {
      schema: {
        tags: [...TAGS.practice],
        summary: '打开一次练习（题目与已保存的作答，继续计时）',
        body: Type.Object({ exerciseId: Id('练习编号不正确') }),
        response: { 200: Envelope(PracticeSession) },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const viewer = await userViewerOf(ctx, request);
      const exercise = await ownExercise(ctx, viewer.userId, request.body.exerciseId);
      return ok(await loadPracticeSession(ctx, viewer, exercise));
    },
  );
};
