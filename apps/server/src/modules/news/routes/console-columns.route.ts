import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListConsoleColumns } from '@shangan/shared/contracts/console/columns';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import {
  listConsoleStructure,
  type ConsoleStructureContext,
} from '../console-structure.service.ts';

/** GET /api/v1/console/columns — the column tree and the city sub-sites, in showing order. */
export const consoleColumnsRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleStructureContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ListConsoleColumns),
    handler: async () => ok(await listConsoleStructure(ctx)),
  });
};
