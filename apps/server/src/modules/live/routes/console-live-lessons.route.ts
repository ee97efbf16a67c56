import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListConsoleLiveLessons } from '@shangan/shared/contracts/console/live';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listConsoleLiveLessons } from '../console-lessons.service.ts';
import type { LiveContext } from '../context.ts';

/** GET /api/v1/console/live/lessons — a course's live lessons with their sessions and what goes into OBS. */
export const consoleLiveLessonsRoute: FastifyPluginAsyncTypebox<{ ctx: LiveContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListConsoleLiveLessons),
    handler: async (request, reply) => {
      // The stream keys: no browser cache keeps them.
      reply.header('cache-control', 'no-store');
      return ok(await listConsoleLiveLessons(ctx, request.query.courseId));
    },
  });
};
