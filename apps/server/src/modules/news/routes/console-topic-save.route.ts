import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleTopicMsg } from '@shangan/shared';
import { SaveConsoleTopic } from '@shangan/shared/contracts/console/topics';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { ConsoleStructureContext } from '../console-structure.service.ts';
import { saveConsoleTopic } from '../console-topics.service.ts';

/** POST /api/v1/console/topics/save — a topic created, or changed with its lists. */
export const consoleTopicSaveRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleStructureContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(SaveConsoleTopic),
    handler: async (request) =>
      ok(await saveConsoleTopic(ctx, request.user!.id, request.body), ConsoleTopicMsg.saved),
  });
};
