import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetMicroLessonCourseDetail } from '@shangan/shared/contracts/courses/original-site';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { microLessonCourseDetail } from '../original-site.service.ts';
import type { CoursesContext } from '../courses-context.ts';

/** GET /gxw-web-student/webTimeArrange/microLessonCourseDetail — sections, periods and courseware of a course. */
export const microLessonDetailRoute: FastifyPluginAsyncTypebox<{ ctx: CoursesContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetMicroLessonCourseDetail),
    preHandler: app.optionalUser,
    handler: async (request) =>
      ok(await microLessonCourseDetail(ctx, request.user?.id ?? null, request.query.courseSkuId)),
  });
};
