import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsolePaperMsg } from '@shangan/shared';
import { RemoveConsolePaper } from '@shangan/shared/contracts/console/papers';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { QuestionBankContext } from '../context.ts';
import { removeConsolePaper } from '../console-papers.service.ts';

/** POST /api/v1/console/papers/remove — an empty draft paper deleted. */
export const consolePaperRemoveRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(RemoveConsolePaper),
    handler: async (request) => {
      await removeConsolePaper(ctx, request.user!.id, request.body.id);
      return ok(null, ConsolePaperMsg.removed);
    },
  });
};
