import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleCourseMsg } from '@shangan/shared';
import { SaveConsoleCourse } from '@shangan/shared/contracts/console/courses';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { saveConsoleCourse, type ConsoleCoursesContext } from '../console-courses.service.ts';

/** POST /api/v1/console/courses/save — a new course, or a course changed. */
export const consoleCourseSaveRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleCoursesContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(SaveConsoleCourse),
    handler: async (request) =>
      ok(await saveConsoleCourse(ctx, request.user!.id, request.body), ConsoleCourseMsg.saved),
  });
};
