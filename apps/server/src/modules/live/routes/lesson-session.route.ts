import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode, LIVE_MSG } from '@shangan/shared';
import { GetLiveSessionOfLesson } from '@shangan/shared/contracts/live';
import { ApiError } from '../../../lib/api-error.ts';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { knownSession } from '../access.ts';
import type { LiveContext } from '../context.ts';
import { findSessionByLesson } from '../sessions.repository.ts';

/**
 * GET /api/v1/pc/live/lessons/:id — the session broadcasting a live lesson, for the course
 * outline and the lesson player, which know lessons, to open its room or its playback; not for
 * a viewer who may not know of the session (its course off sale).
 */
export const lessonSessionRoute: FastifyPluginAsyncTypebox<{ ctx: LiveContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetLiveSessionOfLesson),
    preHandler: app.optionalUser,
    handler: async (request) => {
      const found = await findSessionByLesson(ctx.db, request.params.id);
      if (!found) throw new ApiError(ApiCode.NOT_FOUND, LIVE_MSG.notFound);
      const { session } = await knownSession(ctx.db, request.user?.id ?? null, found);
      return ok({ sessionId: session.id });
    },
  });
};
