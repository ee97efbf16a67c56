import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleColumnMsg } from '@shangan/shared';
import { SaveConsoleCity } from '@shangan/shared/contracts/console/columns';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { saveConsoleCity, type ConsoleStructureContext } from '../console-structure.service.ts';

/** POST /api/v1/console/cities/save — a city sub-site created or changed. */
export const consoleCitySaveRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleStructureContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(SaveConsoleCity),
    handler: async (request) =>
      ok(await saveConsoleCity(ctx, request.user!.id, request.body), ConsoleColumnMsg.saved),
  });
};
