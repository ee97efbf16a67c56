import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UnstarQuestion } from '@shangan/shared/contracts/question-bank';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { cancelStar } from '../favorites.service.ts';
import type { QuestionBankContext } from '../context.ts';

/** POST /gxw-web-student/favorites/cancelStar — 取消收藏; doing it twice changes nothing more. */
export const favoritesCancelStarRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(UnstarQuestion),
    preHandler: app.requireUser,
    handler: async (request) => {
      await cancelStar(ctx, request.user!.id, request.body.questionId);
      return ok({ questionId: request.body.questionId, isStarred: false }, '已取消收藏');
    },
  });
};
