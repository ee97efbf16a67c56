import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleColumnMsg } from '@shangan/shared';
import { SaveConsoleColumn } from '@shangan/shared/contracts/console/columns';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { saveConsoleColumn, type ConsoleStructureContext } from '../console-structure.service.ts';

/** POST /api/v1/console/columns/save — a column created, or renamed, re-addressed or moved. */
export const consoleColumnSaveRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleStructureContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(SaveConsoleColumn),
    handler: async (request) =>
      ok(await saveConsoleColumn(ctx, request.user!.id, request.body), ConsoleColumnMsg.saved),
  });
};
