import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetVidAuthorization } from '@shangan/shared/contracts/course-video/original-site';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { CourseVideoContext } from '../context.ts';
import { startByVid } from '../playback.service.ts';
import { viewerOf } from '../viewer.ts';

/**
 * GET /gxw-web-student/webLive/getVidAuthorization?vid — the play authorization of the session's
 * own user; a userId the old clients put in the query is never read.
 */
export const vidAuthorizationRoute: FastifyPluginAsyncTypebox<{ ctx: CourseVideoContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetVidAuthorization),
    preHandler: app.requireUser,
    handler: async (request) => {
      const stream = await startByVid(ctx, viewerOf(request), request.query.vid);
      return ok({
        vid: stream.video.id,
        playsafe: stream.token,
        playUrl: stream.playlistUrl,
        expireTime: stream.expiresAt,
        access: stream.access,
        trialSeconds: stream.trialSeconds,
        duration: stream.video.duration_seconds,
        resumeSeconds: stream.resumeSeconds,
        watermark: stream.watermark,
      });
    },
  });
};
