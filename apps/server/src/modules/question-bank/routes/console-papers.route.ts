import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListConsolePapers } from '@shangan/shared/contracts/console/papers';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { QuestionBankContext } from '../context.ts';
import { listConsolePapers } from '../console-papers.service.ts';

/** GET /api/v1/console/papers — past papers, drafts among them, newest first. */
export const consolePapersRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListConsolePapers),
    handler: async (request) => ok(await listConsolePapers(ctx, request.query)),
  });
};
