import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListConsoleQuestions } from '@shangan/shared/contracts/console/questions';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { QuestionBankContext } from '../context.ts';
import { listConsoleQuestions } from '../console-questions.service.ts';

/** GET /api/v1/console/questions — the bank's questions, newest first, found by place, type or text. */
export const consoleQuestionsRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ListConsoleQuestions),
    handler: async (request) => ok(await listConsoleQuestions(ctx, request.query)),
  });
};
