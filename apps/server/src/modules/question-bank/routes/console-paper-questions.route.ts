import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListConsolePaperQuestions } from '@shangan/shared/contracts/console/papers';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { QuestionBankContext } from '../context.ts';
import { listConsolePaperQuestions } from '../console-papers.service.ts';

/** GET /api/v1/console/papers/questions — a paper's questions in paper order. */
export const consolePaperQuestionsRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ListConsolePaperQuestions),
    handler: async (request) => ok(await listConsolePaperQuestions(ctx, request.query.id)),
  });
};
