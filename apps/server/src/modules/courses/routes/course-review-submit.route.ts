import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SubmitCourseReview } from '@shangan/shared/contracts/courses/catalogue';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { submitReview } from '../enrolment.service.ts';
import type { CoursesContext } from '../courses-context.ts';

/** POST /api/v1/pc/courses/review — a learner who holds the course rates it, once. */
export const courseReviewSubmitRoute: FastifyPluginAsyncTypebox<{ ctx: CoursesContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(SubmitCourseReview),
    preHandler: app.requireUser,
    config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    handler: async (request) =>
      ok(await submitReview(ctx, request.user!.id, request.body), '评价成功'),
  });
};
