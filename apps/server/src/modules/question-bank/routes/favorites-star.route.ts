import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StarQuestion } from '@shangan/shared/contracts/question-bank';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { starQuestion } from '../favorites.service.ts';
import { userViewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/** POST /gxw-web-student/favorites/star — 收藏题目; doing it twice changes nothing more. */
export const favoritesStarRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(StarQuestion),
    preHandler: app.requireUser,
    handler: async (request) => {
      await starQuestion(ctx, await userViewerOf(ctx, request), request.body.questionId);
      return ok({ questionId: request.body.questionId, isStarred: true }, '收藏成功');
    },
  });
};
