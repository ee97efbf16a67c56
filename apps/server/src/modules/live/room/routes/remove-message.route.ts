import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RemoveLiveMessage } from '@shangan/shared/contracts/live';
import { routeOf } from '../../../../lib/contract-route.ts';
import { ok } from '../../../../lib/envelope.ts';
import type { LiveContext } from '../../context.ts';
import { removeMessage } from '../chat.service.ts';

/** DELETE /api/v1/pc/live/messages/:id — the session's teacher removes a message. */
export const removeMessageRoute: FastifyPluginAsyncTypebox<{ ctx: LiveContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(RemoveLiveMessage),
    preHandler: app.requireUser,
    handler: async (request) => ok(await removeMessage(ctx, request.user!.id, request.params.id)),
  });
};
