import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListLectures } from '@shangan/shared/contracts/video-teaching/lectures';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { loadViewer } from '../../question-bank/public.ts';
import type { VideoTeachingContext } from '../context.ts';
import { listLectures } from '../lectures.service.ts';

/** GET /gxw-web-student/videoTeaching/list — a page of lectures with the viewer's lock state. */
export const lectureListRoute: FastifyPluginAsyncTypebox<{ ctx: VideoTeachingContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListLectures),
    preHandler: app.optionalUser,
    handler: async (request) => {
      const viewer = await loadViewer(ctx.db, request.user?.id ?? null);
      return ok(await listLectures(ctx, viewer, request.query));
    },
  });
};
