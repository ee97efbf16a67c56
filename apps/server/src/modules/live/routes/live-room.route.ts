import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetLiveRoom } from '@shangan/shared/contracts/live';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { LiveContext } from '../context.ts';
import { liveRoom } from '../room.service.ts';

/** GET /api/v1/pc/live/sessions/:id — the room: state, access, the player's addresses for those who may watch. */
export const liveRoomRoute: FastifyPluginAsyncTypebox<{ ctx: LiveContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetLiveRoom),
    preHandler: app.optionalUser,
    handler: async (request) =>
      ok(await liveRoom(ctx, request.user?.id ?? null, request.params.id)),
  });
};
