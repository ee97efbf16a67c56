import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReportProgress } from '@shangan/shared/contracts/course-video/playback';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { CourseVideoContext } from '../context.ts';
import { reportProgress } from '../progress.service.ts';

/**
 * POST /api/v1/pc/courseVideo/progress — the play token names the stream and its viewer, so a
 * leaving page's beacon (which carries no header) is heard too.
 */
export const progressRoute: FastifyPluginAsyncTypebox<{ ctx: CourseVideoContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ReportProgress),
    handler: async (request) =>
      ok(await reportProgress(ctx, request.body.playToken, request.body.positionSeconds)),
  });
};
