import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ResumeCataloguePractice } from '@shangan/shared/contracts/question-bank';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { findLatestOpenExercise } from '../exercise.repository.ts';
import { loadPracticeSession, ownExercise } from '../exercise-start.ts';
import { userViewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/**
 * POST /gxw-web-student/v2/homePage/getUserCatalogueQuestion — continue a catalogue practice:
 * the given attempt, or the latest unfinished one; null when there is none.
 */
export const userCatalogueQuestionRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ResumeCataloguePractice),
    preHandler: app.requireUser,
    handler: async (request) => {
      const viewer = await userViewerOf(ctx, request);
      const exercise = request.body.exerciseId
        ? await ownExercise(ctx, viewer.userId, request.body.exerciseId)
        : await findLatestOpenExercise(ctx.db, viewer.userId, ['catalogue', 'error']);
      return ok(exercise ? await loadPracticeSession(ctx, viewer, exercise) : null);
    },
  });
};
