import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleCatalogueMsg } from '@shangan/shared';
import { RemoveConsoleCatalogue } from '@shangan/shared/contracts/console/catalogues';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { QuestionBankContext } from '../context.ts';
import { removeConsoleCatalogue } from '../console-catalogues.service.ts';

/** POST /api/v1/console/catalogues/remove — a node nothing refers to, deleted. */
export const consoleCatalogueRemoveRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(RemoveConsoleCatalogue),
    handler: async (request) => {
      await removeConsoleCatalogue(ctx, request.user!.id, request.body.id);
      return ok(null, ConsoleCatalogueMsg.removed);
    },
  });
};
