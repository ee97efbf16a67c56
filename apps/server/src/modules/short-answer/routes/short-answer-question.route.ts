import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { Id } from '../../question-bank/public.ts';
import { userViewerOf } from '../../question-bank/public.ts';
import { shortAnswerQuestion } from '../answer.service.ts';
import { TAGS, type ShortAnswerContext } from '../context.ts';
import { QuestionResult } from '../short-answer.schemas.ts';

/**
 * GET /gxw-web-student/shortAnswer/question?id — the answer screen: the question, its
 * materials, the learner's saved answer with signed picture URLs, and after hand-in the
 * reference answer, the analyses and the grading.
 */
export const shortAnswerQuestionRoute: FastifyPluginAsyncTypebox<{
  ctx: ShortAnswerContext;
}> = async (app, { ctx }) => {
  app.get(
    '/shortAnswer/question',
    {
      schema: {
        tags: [...TAGS.answers],
        summary: '申论作答页（题目、材料、我的作答；交卷后含参考答案、解析与批改）',
        querystring: Type.Object({ id: Id('题目编号不正确') }),
        response: { 200: Envelope(QuestionResult) },
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      ok(await shortAnswerQuestion(ctx, await userViewerOf(ctx, request), request.query.id)),
  );
};
