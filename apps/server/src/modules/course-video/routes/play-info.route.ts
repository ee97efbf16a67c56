import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetPlayInfo } from '@shangan/shared/contracts/course-video/playback';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { CourseVideoContext } from '../context.ts';
import { playInfo } from '../playback.service.ts';
import { viewerOf } from '../viewer.ts';

/** GET /api/v1/pc/courseVideo/playInfo?ownerKind&ownerId — starts the caller's stream. */
export const playInfoRoute: FastifyPluginAsyncTypebox<{ ctx: CourseVideoContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetPlayInfo),
    preHandler: app.optionalUser,
    handler: async (request) =>
      ok(await playInfo(ctx, viewerOf(request), request.query.ownerKind, request.query.ownerId)),
  });
};
