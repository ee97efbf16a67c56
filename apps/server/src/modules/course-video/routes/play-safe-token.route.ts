import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetPlaySafeToken } from '@shangan/shared/contracts/course-video/playback';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { CourseVideoContext } from '../context.ts';
import { startByVid } from '../playback.service.ts';
import { viewerOf } from '../viewer.ts';

/** GET /api/v1/pc/video/playSafeToken?keyword={vid} — the play token of a stream started now. */
export const playSafeTokenRoute: FastifyPluginAsyncTypebox<{ ctx: CourseVideoContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetPlaySafeToken),
    preHandler: app.optionalUser,
    handler: async (request) =>
      ok((await startByVid(ctx, viewerOf(request), request.query.keyword)).token),
  });
};
