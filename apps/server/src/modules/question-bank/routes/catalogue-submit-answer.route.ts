import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SubmitCatalogueAnswers } from '@shangan/shared/contracts/question-bank';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { saveAnswers } from '../exercise.service.ts';
import type { QuestionBankContext } from '../context.ts';

/**
 * POST /gxw-web-student/v2/catalogue/submitAnswer — saves answers as they are given (action
 * save), pauses, or hands in and answers with the report (action handIn).
 */
export const catalogueSubmitAnswerRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(SubmitCatalogueAnswers),
    preHandler: app.requireUser,
    handler: async (request) => {
      const { exerciseId, answers = [], action = 'save', currentIndex } = request.body;
      const result = await saveAnswers(ctx, request.user!.id, {
        exerciseId,
        answers,
        action,
        ...(currentIndex === undefined ? {} : { currentIndex }),
      });
      return ok(result, result.status === 'submitted' ? '交卷成功' : '保存成功');
    },
  });
};
