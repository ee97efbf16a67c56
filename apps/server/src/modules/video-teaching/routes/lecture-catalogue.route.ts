import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListLectureCatalogue } from '@shangan/shared/contracts/video-teaching/lectures';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { loadViewer } from '../../question-bank/public.ts';
import type { VideoTeachingContext } from '../context.ts';
import { lectureCatalogue } from '../lectures.service.ts';

/** GET /gxw-web-student/videoTeaching/catalogueList — subjects, modules and points with lectures. */
export const lectureCatalogueRoute: FastifyPluginAsyncTypebox<{
  ctx: VideoTeachingContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ListLectureCatalogue),
    preHandler: app.optionalUser,
    handler: async (request) => {
      const viewer = await loadViewer(ctx.db, request.user?.id ?? null);
      return ok(await lectureCatalogue(ctx, viewer, request.query.subjectId));
    },
  });
};
