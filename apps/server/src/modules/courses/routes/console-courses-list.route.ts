import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListConsoleCourses } from '@shangan/shared/contracts/console/courses';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listConsoleCourses, type ConsoleCoursesContext } from '../console-courses.service.ts';

/** GET /api/v1/console/courses — the courses, last changed first, found by title. */
export const consoleCoursesListRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleCoursesContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ListConsoleCourses),
    handler: async (request) => ok(await listConsoleCourses(ctx, request.query)),
  });
};
