import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListQuestionTargets } from '@shangan/shared/contracts/console/questions';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { QuestionBankContext } from '../context.ts';
import { listImportTargets } from '../import/import.service.ts';

/** GET /api/v1/console/questions/targets — subjects with their knowledge points and papers. */
export const consoleQuestionTargetsRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ListQuestionTargets),
    handler: async () => ok(await listImportTargets(ctx)),
  });
};
