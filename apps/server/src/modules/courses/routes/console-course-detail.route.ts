import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetConsoleCourse } from '@shangan/shared/contracts/console/courses';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { consoleCourseDetail, type ConsoleCoursesContext } from '../console-courses.service.ts';

/** GET /api/v1/console/courses/detail — a course with its outline and each lesson video's state. */
export const consoleCourseDetailRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleCoursesContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(GetConsoleCourse),
    handler: async (request) => ok(await consoleCourseDetail(ctx, request.query.id)),
  });
};
