import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleColumnMsg } from '@shangan/shared';
import { RemoveConsoleCity } from '@shangan/shared/contracts/console/columns';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { removeConsoleCity, type ConsoleStructureContext } from '../console-structure.service.ts';

/** POST /api/v1/console/cities/remove — an empty city sub-site deleted. */
export const consoleCityRemoveRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleStructureContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(RemoveConsoleCity),
    handler: async (request) => {
      await removeConsoleCity(ctx, request.user!.id, request.body.id);
      return ok(null, ConsoleColumnMsg.removed);
    },
  });
};
