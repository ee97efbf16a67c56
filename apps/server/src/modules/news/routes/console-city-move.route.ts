import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleColumnMsg } from '@shangan/shared';
import { MoveConsoleCity } from '@shangan/shared/contracts/console/columns';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { moveConsoleCity, type ConsoleStructureContext } from '../console-structure.service.ts';

/** POST /api/v1/console/cities/move — a city sub-site one place up or down. */
export const consoleCityMoveRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleStructureContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(MoveConsoleCity),
    handler: async (request) => {
      await moveConsoleCity(ctx, request.user!.id, request.body);
      return ok(null, ConsoleColumnMsg.moved);
    },
  });
};
