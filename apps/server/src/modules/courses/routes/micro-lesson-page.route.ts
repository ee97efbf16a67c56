import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PageMicroLessonCourse } from '@shangan/shared/contracts/courses/original-site';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { pageMicroLessonCourse } from '../original-site.service.ts';
import type { CoursesContext } from '../courses-context.ts';

/** GET /gxw-web-student/webTimeArrange/pageMicroLessonCourse — the learner's courses, the previous site's shape. */
export const microLessonPageRoute: FastifyPluginAsyncTypebox<{ ctx: CoursesContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(PageMicroLessonCourse),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(
        await pageMicroLessonCourse(
          ctx,
          request.user!.id,
          request.query.current,
          request.query.size,
        ),
      ),
  });
};
