import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleCatalogueMsg } from '@shangan/shared';
import { MoveConsoleCatalogue } from '@shangan/shared/contracts/console/catalogues';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { QuestionBankContext } from '../context.ts';
import { moveConsoleCatalogue } from '../console-catalogues.service.ts';

/** POST /api/v1/console/catalogues/move — a module or knowledge point up or down one place. */
export const consoleCatalogueMoveRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(MoveConsoleCatalogue),
    handler: async (request) => {
      const { id, direction } = request.body;
      await moveConsoleCatalogue(ctx, request.user!.id, id, direction);
      return ok(null, ConsoleCatalogueMsg.moved);
    },
  });
};
