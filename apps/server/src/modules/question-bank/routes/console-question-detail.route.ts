import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetConsoleQuestion } from '@shangan/shared/contracts/console/questions';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { QuestionBankContext } from '../context.ts';
import { getConsoleQuestion } from '../console-questions.service.ts';

/** GET /api/v1/console/questions/detail — everything a question holds, to be changed. */
export const consoleQuestionDetailRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(GetConsoleQuestion),
    handler: async (request) => ok(await getConsoleQuestion(ctx, request.query.id)),
  });
};
