import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SendLiveMessage } from '@shangan/shared/contracts/live';
import { routeOf } from '../../../../lib/contract-route.ts';
import { ok } from '../../../../lib/envelope.ts';
import type { LiveContext } from '../../context.ts';
import { sendMessage } from '../chat.service.ts';

/** POST /api/v1/pc/live/messages — says something in the room's chat. */
export const sendMessageRoute: FastifyPluginAsyncTypebox<{ ctx: LiveContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(SendLiveMessage),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await sendMessage(ctx, request.user!.id, request.body.sessionId, request.body.content)),
  });
};
