import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleColumnMsg } from '@shangan/shared';
import { MoveConsoleColumn } from '@shangan/shared/contracts/console/columns';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { moveConsoleColumn, type ConsoleStructureContext } from '../console-structure.service.ts';

/** POST /api/v1/console/columns/move — a column one place up or down among its siblings. */
export const consoleColumnMoveRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleStructureContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(MoveConsoleColumn),
    handler: async (request) => {
      await moveConsoleColumn(ctx, request.user!.id, request.body);
      return ok(null, ConsoleColumnMsg.moved);
    },
  });
};
