import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListConsoleCatalogues } from '@shangan/shared/contracts/console/catalogues';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { QuestionBankContext } from '../context.ts';
import { listConsoleCatalogues } from '../console-catalogues.service.ts';

/** GET /api/v1/console/catalogues — every subject's modules and knowledge points, in order. */
export const consoleCataloguesRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ListConsoleCatalogues),
    handler: async () => ok(await listConsoleCatalogues(ctx)),
  });
};
