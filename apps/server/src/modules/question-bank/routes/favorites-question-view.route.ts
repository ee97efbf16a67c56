import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { questionView } from '../favorites.service.ts';
import { Id, Question } from '../question-bank.schemas.ts';
import { TAGS, userViewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/**
 * GET /gxw-web-student/favorites/questionView — one question as the review shows it; the key
 * and analyses only for questions I handed in, VIP content only with the right.
 */
export const favoritesQuestionViewRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.get(
    '/favorites/questionView',
    {
      schema: {
        tags: [...TAGS.favorites],
        summary: '查看题目（收藏与错题中的单题）',
        querystring: Type.Object({ questionId: Id('题目编号不正确') }),
        response: { 200: Envelope(Question) },
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      ok(await questionView(ctx, await userViewerOf(ctx, request), request.query.questionId)),
  );
};
