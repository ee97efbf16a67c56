import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListLiveSessions } from '@shangan/shared/contracts/live';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { LiveContext } from '../context.ts';
import { listSessions } from '../schedule.service.ts';

/** GET /api/v1/pc/live/sessions — the schedule: today, upcoming, past. */
export const listSessionsRoute: FastifyPluginAsyncTypebox<{ ctx: LiveContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListLiveSessions),
    preHandler: app.optionalUser,
    handler: async (request) =>
      ok(await listSessions(ctx, request.user?.id ?? null, request.query)),
  });
};
