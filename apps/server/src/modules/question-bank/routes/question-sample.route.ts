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

/**
 * GET /gxw-web-student/questionSample — one free question of a type, without its key: the
 * question-type component routes show their widget with it.
 */
export const questionSampleRoute: FastifyPluginAsyncTypebox = async (app) => {
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
      let query = app.db
        .selectFrom('qb_question as q')
        .select('q.id')
        .where('q.type_code', '=', typeCode)
        .where('q.parent_id', 'is', null)
        .where('q.vip_only', '=', 0);
      if (typeCode === 'composite') {
        const op = childType === 'short_answer' ? 'exists' : 'not exists';
        query = query.where(({ exists, not, selectFrom }) => {
          const sub = exists(
            selectFrom('qb_question as c')
              .select('c.id')
              .whereRef('c.parent_id', '=', 'q.id')
              .where('c.type_code', '=', 'short_answer'),
          );
          return op === 'exists' ? sub : not(sub);
        });
      }
      const row = await query.orderBy('q.id').executeTakeFirst();
      if (!row) throw new ApiError(ApiCode.NOT_FOUND, '题库中暂无该题型的题目');
      const leaves =
        typeCode === 'composite'
          ? (await findChildren(app.db, [row.id])).map((child) => child.id)
          : [row.id];
      const [question] = await buildQuestions(app, app.db, leaves, {
        viewer: await viewerOf(app, request),
        review: false,
      });
      if (!question) throw new ApiError(ApiCode.NOT_FOUND, '题库中暂无该题型的题目');
      return ok(question);
    },
  );
};
