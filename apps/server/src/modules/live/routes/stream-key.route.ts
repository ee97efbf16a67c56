import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ResetLiveStreamKey } from '@shangan/shared/contracts/live';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { LiveContext } from '../context.ts';
import { resetStreamKey } from '../teaching.service.ts';

/** POST /api/v1/pc/live/sessions/:id/streamKey — a new stream key for the session's teacher. */
export const streamKeyRoute: FastifyPluginAsyncTypebox<{ ctx: LiveContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ResetLiveStreamKey),
    preHandler: app.requireUser,
    handler: async (request, reply) => {
      // The new key: no browser cache keeps it.
      reply.header('cache-control', 'no-store');
      return ok(await resetStreamKey(ctx, request.user!.id, request.params.id));
    },
  });
};
