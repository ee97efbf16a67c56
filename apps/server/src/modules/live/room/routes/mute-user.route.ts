import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MuteLiveUser } from '@shangan/shared/contracts/live';
import { routeOf } from '../../../../lib/contract-route.ts';
import { ok } from '../../../../lib/envelope.ts';
import type { LiveContext } from '../../context.ts';
import { muteUser } from '../chat.service.ts';

/** POST /api/v1/pc/live/mutes — the session's teacher mutes someone in its room, or lets them speak again. */
export const muteUserRoute: FastifyPluginAsyncTypebox<{ ctx: LiveContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(MuteLiveUser),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(
        await muteUser(
          ctx,
          request.user!.id,
          request.body.sessionId,
          request.body.userId,
          request.body.muted,
        ),
      ),
  });
};
