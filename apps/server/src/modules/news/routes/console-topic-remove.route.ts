import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleTopicMsg } from '@shangan/shared';
import { RemoveConsoleTopic } from '@shangan/shared/contracts/console/topics';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { ConsoleStructureContext } from '../console-structure.service.ts';
import { removeConsoleTopic } from '../console-topics.service.ts';

/** POST /api/v1/console/topics/remove — a topic with no articles deleted. */
export const consoleTopicRemoveRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleStructureContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(RemoveConsoleTopic),
    handler: async (request) => {
      await removeConsoleTopic(ctx, request.user!.id, request.body.id);
      return ok(null, ConsoleTopicMsg.removed);
    },
  });
};
