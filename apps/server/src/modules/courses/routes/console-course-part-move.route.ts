import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleCourseMsg } from '@shangan/shared';
import { MoveConsoleCoursePart } from '@shangan/shared/contracts/console/courses';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { moveConsoleCoursePart, type ConsoleCoursesContext } from '../console-courses.service.ts';

/** POST /api/v1/console/courses/parts/move — a chapter or lesson one place up or down. */
export const consoleCoursePartMoveRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleCoursesContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(MoveConsoleCoursePart),
    handler: async (request) => {
      await moveConsoleCoursePart(ctx, request.user!.id, request.body);
      return ok(null, ConsoleCourseMsg.moved);
    },
  });
};
