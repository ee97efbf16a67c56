import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListImportTargets } from '@shangan/shared/contracts/console/question-import';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { QuestionBankContext } from '../context.ts';
import { listImportTargets } from '../import/import.service.ts';

/** GET /api/v1/console/question-import/targets — subjects and knowledge points to import into. */
export const consoleImportTargetsRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ListImportTargets),
    handler: async () => ok(await listImportTargets(ctx)),
  });
};
