import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PinLiveMessage } from '@shangan/shared/contracts/live';
import { routeOf } from '../../../../lib/contract-route.ts';
import { ok } from '../../../../lib/envelope.ts';
import type { LiveContext } from '../../context.ts';
import { pinMessage } from '../chat.service.ts';

/** POST /api/v1/pc/live/messages/:id/pin — the session's teacher pins or unpins a message. */
export const pinMessageRoute: FastifyPluginAsyncTypebox<{ ctx: LiveContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(PinLiveMessage),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await pinMessage(ctx, request.user!.id, request.params.id, request.body.pinned)),
  });
};
