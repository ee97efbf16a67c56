import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsolePaperMsg } from '@shangan/shared';
import { SaveConsolePaper } from '@shangan/shared/contracts/console/papers';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { QuestionBankContext } from '../context.ts';
import { saveConsolePaper } from '../console-papers.service.ts';

/** POST /api/v1/console/papers/save — a draft paper created, or a paper's fields changed. */
export const consolePaperSaveRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(SaveConsolePaper),
    handler: async (request) =>
      ok(await saveConsolePaper(ctx, request.user!.id, request.body), ConsolePaperMsg.saved),
  });
};
