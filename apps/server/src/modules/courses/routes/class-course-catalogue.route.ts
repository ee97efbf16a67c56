import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetClassCourseCatalogueList } from '@shangan/shared/contracts/courses/my-courses';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { courseOutline } from '../catalogue.service.ts';
import type { CoursesContext } from '../courses-context.ts';

/** POST /gxw-web-student/classCourse/getClassCourseCatalogueList — a course's outline with the viewer's rights and progress. */
export const classCourseCatalogueRoute: FastifyPluginAsyncTypebox<{ ctx: CoursesContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetClassCourseCatalogueList),
    preHandler: app.optionalUser,
    handler: async (request) =>
      ok(await courseOutline(ctx, request.user?.id ?? null, request.body.courseId)),
  });
};
