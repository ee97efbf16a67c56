import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { saveAnswers } from '../exercise.service.ts';
import { Id, SubmitAction, SubmitResult } from '../question-bank.schemas.ts';
import { TAGS } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/**
 * POST /gxw-web-student/historyPaper/batchSubmitAnswer — the answers to the sub-questions of
 * one composite question at once: businessId is the
 * attempt, questionId the composite question, webAnswerDTOList its sub-questions' answers.
 */
export const paperBatchSubmitAnswerRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.post(
    '/historyPaper/batchSubmitAnswer',
    {
      schema: {
        tags: [...TAGS.papers],
        summary: '材料题整题作答（批量保存小题答案）',
        body: Type.Object({
          businessId: Id('练习编号不正确'),
          questionClassified: Type.Literal(1, {
            errorMessage: 'questionClassified 只能为 1（材料题）',
          }),
          questionId: Id('题目编号不正确'),
          webAnswerDTOList: Type.Array(
            Type.Object({
              questionId: Id('题目编号不正确'),
              answer: Type.Union(
                [
                  Type.String({ maxLength: 5000 }),
                  Type.Array(Type.String({ maxLength: 200 }), { maxItems: 20 }),
                ],
                { errorMessage: '答案格式不正确' },
              ),
              url: Type.Optional(Type.Array(Type.String({ maxLength: 512 }), { maxItems: 8 })),
              timeSpent: Type.Optional(Type.Integer({ minimum: 0, maximum: 86_400 })),
            }),
            { minItems: 1, maxItems: 50, errorMessage: '请提交小题答案' },
          ),
          action: Type.Optional(SubmitAction),
          currentIndex: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
        }),
        response: { 200: Envelope(SubmitResult) },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const {
        businessId,
        questionId,
        webAnswerDTOList,
        action = 'save',
        currentIndex,
      } = request.body;
      const result = await saveAnswers(ctx, request.user!.id, {
        exerciseId: businessId,
        answers: webAnswerDTOList,
        action,
        parentId: questionId,
        ...(currentIndex === undefined ? {} : { currentIndex }),
      });
      return ok(result, result.status === 'submitted' ? '交卷成功' : '保存成功');
    },
  );
};
