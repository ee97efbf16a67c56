import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleTopicMsg } from '@shangan/shared';
import { MoveConsoleTopic } from '@shangan/shared/contracts/console/topics';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { ConsoleStructureContext } from '../console-structure.service.ts';
import { moveConsoleTopic } from '../console-topics.service.ts';

/** POST /api/v1/console/topics/move — a topic one place up or down. */
export const consoleTopicMoveRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleStructureContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(MoveConsoleTopic),
    handler: async (request) => {
      await moveConsoleTopic(ctx, request.user!.id, request.body);
      return ok(null, ConsoleTopicMsg.moved);
    },
  });
};
