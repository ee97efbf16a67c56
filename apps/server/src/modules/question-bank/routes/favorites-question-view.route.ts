import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetQuestionView } from '@shangan/shared/contracts/question-bank';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { questionView } from '../favorites.service.ts';
import { userViewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/**
 * GET /gxw-web-student/favorites/questionView — one question as the review shows it; the key
 * and analyses only for questions I handed in, VIP content only with the right.
 */
export const favoritesQuestionViewRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(GetQuestionView),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await questionView(ctx, await userViewerOf(ctx, request), request.query.questionId)),
  });
};
