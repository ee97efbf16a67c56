import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode } from '@shangan/shared';
import { ApiError } from '../../../lib/api-error.ts';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { TYPE_CODES } from '../grading.ts';
import { buildQuestions } from '../question-payload.ts';
import { findChildren } from '../question.repository.ts';
import { Question } from '../question-bank.schemas.ts';
import { TAGS, viewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';
import { findSampleQuestion } from '../question.repository.ts';

/**
 * GET /gxw-web-student/questionSample — one free question of a type, without its key: the
 * question-type component routes show their widget with it.
 */
export const questionSampleRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/questionSample',
    {
      schema: {
        tags: [...TAGS.practice],
        summary: '题型示例（一道免费题目，不含答案）',
        querystring: Type.Object({
          typeCode: Type.Unsafe<string>({
            type: 'string',
            enum: [...TYPE_CODES],
            errorMessage: '题型不正确',
          }),
          /** composite only: 'choice' (资料分析) or 'short_answer' (申论材料). */
          childType: Type.Optional(
            Type.Unsafe<'choice' | 'short_answer'>({
              type: 'string',
              enum: ['choice', 'short_answer'],
              errorMessage: '小题类型不正确',
            }),
          ),
        }),
        response: { 200: Envelope(Question) },
      },
      preHandler: app.optionalUser,
    },
    async (request) => {
      const { typeCode, childType = 'choice' } = request.query;
      const row = await findSampleQuestion(ctx.db, typeCode, childType);
      if (!row) throw new ApiError(ApiCode.NOT_FOUND, '题库中暂无该题型的题目');
      const leaves =
        typeCode === 'composite'
          ? (await findChildren(ctx.db, [row.id])).map((child) => child.id)
          : [row.id];
      const [question] = await buildQuestions(ctx, ctx.db, leaves, {
        viewer: await viewerOf(ctx, request),
        review: false,
      });
      if (!question) throw new ApiError(ApiCode.NOT_FOUND, '题库中暂无该题型的题目');
      return ok(question);
    },
  );
};
