import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListLiveMessages } from '@shangan/shared/contracts/live';
import { routeOf } from '../../../../lib/contract-route.ts';
import { ok } from '../../../../lib/envelope.ts';
import type { LiveContext } from '../../context.ts';
import { listMessages } from '../chat.service.ts';

/**
 * GET /api/v1/pc/live/sessions/:id/messages — the last page of the room's chat (oldest first),
 * or the page before `beforeId`, and the pinned messages; for those who may watch.
 */
export const listMessagesRoute: FastifyPluginAsyncTypebox<{ ctx: LiveContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListLiveMessages),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(
        await listMessages(
          ctx,
          request.user!.id,
          request.params.id,
          request.query.beforeId ?? null,
        ),
      ),
  });
};
