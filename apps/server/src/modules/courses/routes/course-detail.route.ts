import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetCourse } from '@shangan/shared/contracts/courses/catalogue';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { courseDetail } from '../catalogue.service.ts';
import type { CoursesContext } from '../courses-context.ts';

/** GET /api/v1/pc/courses/:id — the detail page: intro, teachers, outline, reviews and the viewer's state. */
export const courseDetailRoute: FastifyPluginAsyncTypebox<{ ctx: CoursesContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetCourse),
    preHandler: app.optionalUser,
    handler: async (request) =>
      ok(await courseDetail(ctx, request.user?.id ?? null, request.params.id)),
  });
};
