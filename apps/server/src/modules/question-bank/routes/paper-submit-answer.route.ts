import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SubmitPaperAnswers } from '@shangan/shared/contracts/question-bank';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { saveAnswers } from '../exercise.service.ts';
import type { QuestionBankContext } from '../context.ts';

/**
 * POST /gxw-web-student/historyPaper/submitAnswer — saves a paper's answers as they are given,
 * pauses the attempt, or hands it in. Saved answers survive a closed tab or a restarted server.
 */
export const paperSubmitAnswerRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(SubmitPaperAnswers),
    preHandler: app.requireUser,
    handler: async (request) => {
      const { exerciseId, answers = [], action = 'save', currentIndex } = request.body;
      const result = await saveAnswers(ctx, request.user!.id, {
        exerciseId,
        answers,
        action,
        ...(currentIndex === undefined ? {} : { currentIndex }),
      });
      const msg =
        result.status === 'submitted'
          ? '交卷成功'
          : action === 'pause'
            ? '已暂停，可随时继续'
            : '保存成功';
      return ok(result, msg);
    },
  });
};
