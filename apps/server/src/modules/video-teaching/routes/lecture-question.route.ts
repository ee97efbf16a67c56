import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetLectureQuestion } from '@shangan/shared/contracts/video-teaching/lectures';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { loadViewer } from '../../question-bank/public.ts';
import type { VideoTeachingContext } from '../context.ts';
import { lectureQuestion } from '../lectures.service.ts';

/** GET /gxw-web-student/videoTeaching/getQuestion — a lecture and the question it explains. */
export const lectureQuestionRoute: FastifyPluginAsyncTypebox<{
  ctx: VideoTeachingContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(GetLectureQuestion),
    preHandler: app.optionalUser,
    handler: async (request) => {
      const viewer = await loadViewer(ctx.db, request.user?.id ?? null);
      return ok(await lectureQuestion(ctx, viewer, request.query.lectureId));
    },
  });
};
