import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode, LIVE_MSG } from '@shangan/shared';
import { GetLiveSessionOfLesson } from '@shangan/shared/contracts/live';
import { ApiError } from '../../../lib/api-error.ts';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { LiveContext } from '../context.ts';
import { findSessionByLesson } from '../sessions.repository.ts';

/**
 * GET /api/v1/pc/live/lessons/:id — the session broadcasting a live lesson, for the course
 * outline and the lesson player, which know lessons, to open its room or its playback.
 */
export const lessonSessionRoute: FastifyPluginAsyncTypebox<{ ctx: LiveContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetLiveSessionOfLesson),
    handler: async (request) => {
      const session = await findSessionByLesson(ctx.db, request.params.id);
      if (!session) throw new ApiError(ApiCode.NOT_FOUND, LIVE_MSG.notFound);
      return ok({ sessionId: session.id });
    },
  });
};
