import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { starQuestion } from '../favorites.service.ts';
import { Id } from '../question-bank.schemas.ts';
import { TAGS, userViewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/** POST /gxw-web-student/favorites/star — 收藏题目; doing it twice changes nothing more. */
export const favoritesStarRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/favorites/star',
    {
      schema: {
        tags: [...TAGS.favorites],
        summary: '收藏题目',
        body: Type.Object({ questionId: Id('题目编号不正确') }),
        response: {
          200: Envelope(Type.Object({ questionId: Type.Integer(), isStarred: Type.Boolean() })),
        },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      await starQuestion(ctx, await userViewerOf(ctx, request), request.body.questionId);
      return ok({ questionId: request.body.questionId, isStarred: true }, '收藏成功');
    },
  );
};
