import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsolePaperMsg } from '@shangan/shared';
import { DetachConsolePaperQuestion } from '@shangan/shared/contracts/console/papers';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { QuestionBankContext } from '../context.ts';
import { detachConsolePaperQuestion } from '../console-papers.service.ts';

/** POST /api/v1/console/papers/detach — a question taken out of a draft paper, kept in the bank. */
export const consolePaperDetachRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(DetachConsolePaperQuestion),
    handler: async (request) => {
      const { id, questionId } = request.body;
      await detachConsolePaperQuestion(ctx, request.user!.id, id, questionId);
      return ok(null, ConsolePaperMsg.detached);
    },
  });
};
