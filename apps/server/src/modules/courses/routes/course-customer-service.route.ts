import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetCourseCustomerService } from '@shangan/shared/contracts/courses/catalogue';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { courseCustomerService } from '../catalogue.service.ts';
import type { CoursesContext } from '../courses-context.ts';

/** GET /api/v1/app/customerService/courseId/:id — the course adviser and how to reach the school. */
export const courseCustomerServiceRoute: FastifyPluginAsyncTypebox<{
  ctx: CoursesContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(GetCourseCustomerService),
    preHandler: app.optionalUser,
    handler: async (request) =>
      ok(await courseCustomerService(ctx, request.user?.id ?? null, request.params.id)),
  });
};
