import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SetLiveAnnouncement } from '@shangan/shared/contracts/live';
import { routeOf } from '../../../../lib/contract-route.ts';
import { ok } from '../../../../lib/envelope.ts';
import type { LiveContext } from '../../context.ts';
import { setAnnouncement } from '../chat.service.ts';

/** POST /api/v1/pc/live/announcement — the session's teacher sets the room's notice ('' takes it down). */
export const announcementRoute: FastifyPluginAsyncTypebox<{ ctx: LiveContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(SetLiveAnnouncement),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(
        await setAnnouncement(ctx, request.user!.id, request.body.sessionId, request.body.content),
      ),
  });
};
