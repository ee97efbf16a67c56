import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleQuestionMsg } from '@shangan/shared';
import { SaveConsoleQuestion } from '@shangan/shared/contracts/console/questions';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { QuestionBankContext } from '../context.ts';
import { saveConsoleQuestion } from '../console-questions.service.ts';

/** POST /api/v1/console/questions/save — a question written, or one changed in place. */
export const consoleQuestionSaveRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(SaveConsoleQuestion),
    handler: async (request) =>
      ok(await saveConsoleQuestion(ctx, request.user!.id, request.body), ConsoleQuestionMsg.saved),
  });
};
