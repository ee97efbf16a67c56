import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListConsoleTopics } from '@shangan/shared/contracts/console/topics';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { ConsoleStructureContext } from '../console-structure.service.ts';
import { listConsoleTopics } from '../console-topics.service.ts';

/** GET /api/v1/console/topics — the topics in showing order, with their lists. */
export const consoleTopicsRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleStructureContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ListConsoleTopics),
    handler: async () => ok(await listConsoleTopics(ctx)),
  });
};
