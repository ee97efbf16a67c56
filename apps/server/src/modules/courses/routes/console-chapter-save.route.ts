import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleCourseMsg } from '@shangan/shared';
import { SaveConsoleChapter } from '@shangan/shared/contracts/console/courses';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { saveConsoleChapter, type ConsoleCoursesContext } from '../console-courses.service.ts';

/** POST /api/v1/console/courses/chapters/save — a new chapter at the end, or one renamed. */
export const consoleChapterSaveRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleCoursesContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(SaveConsoleChapter),
    handler: async (request) =>
      ok(await saveConsoleChapter(ctx, request.user!.id, request.body), ConsoleCourseMsg.saved),
  });
};
