import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleCourseOptions } from '@shangan/shared/contracts/console/courses';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { consoleCourseOptions, type ConsoleCoursesContext } from '../console-courses.service.ts';

/** GET /api/v1/console/courses/options — the teachers a course may name. */
export const consoleCourseOptionsRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleCoursesContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ConsoleCourseOptions),
    handler: async () => ok(await consoleCourseOptions(ctx)),
  });
};
