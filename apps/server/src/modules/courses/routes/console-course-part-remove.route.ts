import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleCourseMsg } from '@shangan/shared';
import { RemoveConsoleCoursePart } from '@shangan/shared/contracts/console/courses';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { removeConsoleCoursePart, type ConsoleCoursesContext } from '../console-courses.service.ts';

/** POST /api/v1/console/courses/parts/remove — an empty chapter, or a lesson with its video, deleted. */
export const consoleCoursePartRemoveRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleCoursesContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(RemoveConsoleCoursePart),
    handler: async (request) => {
      await removeConsoleCoursePart(ctx, request.user!.id, request.body);
      return ok(null, ConsoleCourseMsg.removed);
    },
  });
};
