import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListCourseReviews } from '@shangan/shared/contracts/courses/catalogue';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { courseReviews, pagingOf } from '../catalogue.service.ts';
import type { CoursesContext } from '../courses-context.ts';

/** GET /api/v1/pc/courses/:id/reviews — a page of reviews with the average and the stars. */
export const courseReviewsRoute: FastifyPluginAsyncTypebox<{ ctx: CoursesContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListCourseReviews),
    preHandler: app.optionalUser,
    handler: async (request) =>
      ok(
        await courseReviews(
          ctx,
          request.user?.id ?? null,
          request.params.id,
          pagingOf(request.query),
        ),
      ),
  });
};
