import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListLiveTeaching } from '@shangan/shared/contracts/live';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { LiveContext } from '../context.ts';
import { teachingList } from '../teaching.service.ts';

/** GET /api/v1/pc/live/teaching — the sessions the account teaches, with their publish settings. */
export const teachingRoute: FastifyPluginAsyncTypebox<{ ctx: LiveContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListLiveTeaching),
    preHandler: app.requireUser,
    handler: async (request, reply) => {
      // It holds the stream keys: no browser cache keeps them (a shared computer's disk).
      reply.header('cache-control', 'no-store');
      return ok(await teachingList(ctx, request.user!.id));
    },
  });
};
