import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleCatalogueMsg } from '@shangan/shared';
import { SaveConsoleCatalogue } from '@shangan/shared/contracts/console/catalogues';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { QuestionBankContext } from '../context.ts';
import { saveConsoleCatalogue } from '../console-catalogues.service.ts';

/** POST /api/v1/console/catalogues/save — a module or knowledge point created or changed. */
export const consoleCatalogueSaveRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(SaveConsoleCatalogue),
    handler: async (request) =>
      ok(
        await saveConsoleCatalogue(ctx, request.user!.id, request.body),
        ConsoleCatalogueMsg.saved,
      ),
  });
};
