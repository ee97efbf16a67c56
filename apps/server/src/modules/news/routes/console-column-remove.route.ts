import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleColumnMsg } from '@shangan/shared';
import { RemoveConsoleColumn } from '@shangan/shared/contracts/console/columns';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { removeConsoleColumn, type ConsoleStructureContext } from '../console-structure.service.ts';

/** POST /api/v1/console/columns/remove — an empty column deleted. */
export const consoleColumnRemoveRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleStructureContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(RemoveConsoleColumn),
    handler: async (request) => {
      await removeConsoleColumn(ctx, request.user!.id, request.body.id);
      return ok(null, ConsoleColumnMsg.removed);
    },
  });
};
