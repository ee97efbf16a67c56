import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { starQuestion } from '../favorites.service.ts';
import { Id } from '../question-bank.schemas.ts';
import { TAGS, userViewerOf } from '../route-helpers.ts';

/** POST /gxw-web-student/favorites/star — 收藏题目; doing it twice changes nothing more. */
export const favoritesStarRoute: FastifyPluginAsyncTypebox = async (app) => {
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
      await starQuestion(app, await userViewerOf(app, request), request.body.questionId);
      return ok({ questionId: request.body.questionId, isStarred: true }, '收藏成功');
    },
  );
};
