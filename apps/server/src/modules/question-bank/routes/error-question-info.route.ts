import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { errorBookEntries } from '../error-book.service.ts';
import { Id, Page, PageSize, Question } from '../question-bank.schemas.ts';
import { TAGS, userViewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/**
 * POST /gxw-web-student/v2/userExerciseLog/errorQuestionInfo — the questions of the error book
 * with my last wrong answer, the key and the analyses (VIP content only with the right).
 */
export const errorQuestionInfoRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.post(
    '/v2/userExerciseLog/errorQuestionInfo',
    {
      schema: {
        tags: [...TAGS.records],
        summary: '错题详情（我的错误答案、正确答案与解析）',
        body: Type.Object({
          subjectId: Type.Optional(Id('科目编号不正确')),
          knowledgePointId: Type.Optional(Id('知识点编号不正确')),
          page: Page,
          size: PageSize,
        }),
        response: {
          200: Envelope(
            Type.Object({
              list: Type.Array(
                Type.Object({
                  questionId: Type.Integer(),
                  wrongCount: Type.Integer(),
                  rightStreak: Type.Integer(),
                  lastAnswer: Type.String(),
                  lastWrongAt: Type.String(),
                  question: Question,
                }),
              ),
              total: Type.Integer(),
            }),
          ),
        },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { subjectId, knowledgePointId, page = 1, size = 10 } = request.body;
      return ok(
        await errorBookEntries(ctx, await userViewerOf(ctx, request), {
          page,
          size,
          ...(subjectId ? { subjectId } : {}),
          ...(knowledgePointId ? { knowledgePointId } : {}),
        }),
      );
    },
  );
};
