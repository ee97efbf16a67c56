import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BatchSubmitAnswers } from '@shangan/shared/contracts/question-bank';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { saveAnswers } from '../exercise.service.ts';
import type { QuestionBankContext } from '../context.ts';

/**
 * POST /gxw-web-student/historyPaper/batchSubmitAnswer — the answers to the sub-questions of
 * one composite question at once: businessId is the
 * attempt, questionId the composite question, webAnswerDTOList its sub-questions' answers.
 */
export const paperBatchSubmitAnswerRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(BatchSubmitAnswers),
    preHandler: app.requireUser,
    handler: async (request) => {
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
  });
};
