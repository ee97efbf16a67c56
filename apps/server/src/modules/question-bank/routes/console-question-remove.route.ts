import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleQuestionMsg } from '@shangan/shared';
import { RemoveConsoleQuestion } from '@shangan/shared/contracts/console/questions';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { QuestionBankContext } from '../context.ts';
import { removeConsoleQuestion } from '../console-questions.service.ts';

/** POST /api/v1/console/questions/remove — a question no learner has met deleted. */
export const consoleQuestionRemoveRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(RemoveConsoleQuestion),
    handler: async (request) => {
      await removeConsoleQuestion(ctx, request.user!.id, request.body.id);
      return ok(null, ConsoleQuestionMsg.removed);
    },
  });
};
