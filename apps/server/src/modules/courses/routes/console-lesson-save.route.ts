import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleCourseMsg } from '@shangan/shared';
import { SaveConsoleLesson } from '@shangan/shared/contracts/console/courses';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { saveConsoleLesson, type ConsoleCoursesContext } from '../console-courses.service.ts';

/** POST /api/v1/console/courses/lessons/save — a new video lesson at the end of its chapter, or one changed. */
export const consoleLessonSaveRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleCoursesContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(SaveConsoleLesson),
    handler: async (request) =>
      ok(await saveConsoleLesson(ctx, request.user!.id, request.body), ConsoleCourseMsg.saved),
  });
};
