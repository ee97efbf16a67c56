import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListImports } from '@shangan/shared/contracts/console/question-import';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { QuestionBankContext } from '../context.ts';
import { listImports } from '../import/import.service.ts';

/** GET /api/v1/console/question-import/history — past imports, newest first. */
export const consoleImportHistoryRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ListImports),
    handler: async (request) => ok(await listImports(ctx, request.query)),
  });
};
