import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { findLatestOpenExercise } from '../exercise.repository.ts';
import { loadPracticeSession, ownExercise } from '../exercise-start.ts';
import { Id, PracticeSession } from '../question-bank.schemas.ts';
import { TAGS, userViewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/**
 * POST /gxw-web-student/v2/homePage/getUserCatalogueQuestion — continue a catalogue practice:
 * the given attempt, or the latest unfinished one; null when there is none.
 */
export const userCatalogueQuestionRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.post(
    '/v2/homePage/getUserCatalogueQuestion',
    {
      schema: {
        tags: [...TAGS.practice],
        summary: '继续上次的目录练习（题目与已保存的作答）',
        body: Type.Object({ exerciseId: Type.Optional(Id('练习编号不正确')) }),
        response: { 200: Envelope(Type.Union([PracticeSession, Type.Null()])) },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const viewer = await userViewerOf(ctx, request);
      const exercise = request.body.exerciseId
        ? await ownExercise(ctx, viewer.userId, request.body.exerciseId)
        : await findLatestOpenExercise(ctx.db, viewer.userId, ['catalogue', 'error']);
      return ok(exercise ? await loadPracticeSession(ctx, viewer, exercise) : null);
    },
  );
};
