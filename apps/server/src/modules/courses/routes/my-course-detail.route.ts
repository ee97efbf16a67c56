import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetMyCourse } from '@shangan/shared/contracts/courses/my-courses';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { myCourseDetail } from '../my-courses.service.ts';
import type { CoursesContext } from '../courses-context.ts';

/** GET /api/v1/pc/myCourses/:id — one of the caller's courses with its outline and progress. */
export const myCourseDetailRoute: FastifyPluginAsyncTypebox<{ ctx: CoursesContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetMyCourse),
    preHandler: app.requireUser,
    handler: async (request) => ok(await myCourseDetail(ctx, request.user!.id, request.params.id)),
  });
};
