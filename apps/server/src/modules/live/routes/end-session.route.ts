import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EndLiveSession } from '@shangan/shared/contracts/live';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { requireSessionTeacher, sessionOr404 } from '../access.ts';
import type { LiveContext } from '../context.ts';
import { endSession } from '../lifecycle.ts';

/**
 * POST /api/v1/pc/live/sessions/:id/end — the teacher's 结束直播: the class stops being live (its
 * publisher is sent away and refused from then on) and its recording becomes the playback. A
 * second click answers the state the first one left.
 */
export const endSessionRoute: FastifyPluginAsyncTypebox<{ ctx: LiveContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(EndLiveSession),
    preHandler: app.requireUser,
    handler: async (request) => {
      const session = await sessionOr404(ctx.db, request.params.id);
      await requireSessionTeacher(ctx.db, request.user!.id, session);
      return ok(await endSession(ctx, session.id), '直播已结束');
    },
  });
};
