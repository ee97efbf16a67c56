import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetStreamState } from '@shangan/shared/contracts/course-video/playback';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { CourseVideoContext } from '../context.ts';
import { streamState } from '../playback.service.ts';

/** GET /api/v1/pc/courseVideo/streamState?playToken — playing, taken over or ended, and why. */
export const streamStateRoute: FastifyPluginAsyncTypebox<{ ctx: CourseVideoContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetStreamState),
    handler: async (request) => ok(await streamState(ctx, request.query.playToken)),
  });
};
