import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LearningCourseList } from '@shangan/shared/contracts/courses/my-courses';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listCatalogue } from '../catalogue.service.ts';
import type { CoursesContext } from '../courses-context.ts';

/** GET /gxw-web-student/course/list — the catalogue on the learning API. */
export const learningCourseListRoute: FastifyPluginAsyncTypebox<{ ctx: CoursesContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(LearningCourseList),
    handler: async (request) => ok(await listCatalogue(ctx, request.query)),
  });
};
