import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StartCataloguePractice } from '@shangan/shared/contracts/question-bank';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { newPracticeSession, startCatalogueExercise } from '../exercise-start.ts';
import { userViewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/**
 * POST /gxw-web-student/v2/catalogue/getCatalogueQuestion — starts practising a section:
 * `count` questions (not done yet first), sent without keys.
 */
export const catalogueQuestionRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(StartCataloguePractice),
    preHandler: app.requireUser,
    handler: async (request) => {
      const viewer = await userViewerOf(ctx, request);
      const { catalogueId, count = 10, mode = 'new' } = request.body;
      const started = await startCatalogueExercise(ctx, viewer, { catalogueId, count, mode });
      return ok(await newPracticeSession(ctx, viewer, started));
    },
  });
};
