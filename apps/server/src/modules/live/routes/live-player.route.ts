import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetLivePlayer } from '@shangan/shared/contracts/live';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { LiveContext } from '../context.ts';
import { livePlayer } from '../room.service.ts';

/** GET /api/v1/pc/live/sessions/:id/player — fresh player addresses for a reconnect. */
export const livePlayerRoute: FastifyPluginAsyncTypebox<{ ctx: LiveContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetLivePlayer),
    preHandler: app.requireUser,
    handler: async (request) => ok(await livePlayer(ctx, request.user!.id, request.params.id)),
  });
};
