import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { cancelStar } from '../favorites.service.ts';
import { Id } from '../question-bank.schemas.ts';
import { TAGS } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/** POST /gxw-web-student/favorites/cancelStar — 取消收藏; doing it twice changes nothing more. */
export const favoritesCancelStarRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.post(
    '/favorites/cancelStar',
    {
      schema: {
        tags: [...TAGS.favorites],
        summary: '取消收藏',
        body: Type.Object({ questionId: Id('题目编号不正确') }),
        response: {
          200: Envelope(Type.Object({ questionId: Type.Integer(), isStarred: Type.Boolean() })),
        },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      await cancelStar(ctx, request.user!.id, request.body.questionId);
      return ok({ questionId: request.body.questionId, isStarred: false }, '已取消收藏');
    },
  );
};
