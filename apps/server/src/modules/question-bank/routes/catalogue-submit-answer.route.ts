import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { saveAnswers } from '../exercise.service.ts';
import { SubmitBody, SubmitResult } from '../question-bank.schemas.ts';
import { TAGS } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/**
 * POST /gxw-web-student/v2/catalogue/submitAnswer — saves answers as they are given (action
 * save), pauses, or hands in and answers with the report (action handIn).
 */
export const catalogueSubmitAnswerRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.post(
    '/v2/catalogue/submitAnswer',
    {
      schema: {
        tags: [...TAGS.practice],
        summary: '保存作答 / 暂停 / 交卷（交卷时返回练习报告）',
        body: SubmitBody,
        response: { 200: Envelope(SubmitResult) },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { exerciseId, answers = [], action = 'save', currentIndex } = request.body;
      const result = await saveAnswers(ctx, request.user!.id, {
        exerciseId,
        answers,
        action,
        ...(currentIndex === undefined ? {} : { currentIndex }),
      });
      return ok(result, result.status === 'submitted' ? '交卷成功' : '保存成功');
    },
  );
};
