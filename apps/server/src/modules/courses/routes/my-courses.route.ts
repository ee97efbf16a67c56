import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListMyCourses } from '@shangan/shared/contracts/courses/my-courses';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { myCourses } from '../my-courses.service.ts';
import type { CoursesContext } from '../courses-context.ts';

/** GET /api/v1/pc/myCourses — the caller's courses with study statistics. */
export const myCoursesRoute: FastifyPluginAsyncTypebox<{ ctx: CoursesContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListMyCourses),
    preHandler: app.requireUser,
    handler: async (request) => ok(await myCourses(ctx, request.user!.id, request.query)),
  });
};
