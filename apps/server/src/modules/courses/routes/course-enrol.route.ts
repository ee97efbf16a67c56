import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EnrolCourse } from '@shangan/shared/contracts/courses/catalogue';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { enrolCourse } from '../enrolment.service.ts';
import type { CoursesContext } from '../courses-context.ts';

/** POST /api/v1/pc/courses/enrol — 免费报名 of a free course, or a VIP-free one for a member. */
export const courseEnrolRoute: FastifyPluginAsyncTypebox<{ ctx: CoursesContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(EnrolCourse),
    preHandler: app.requireUser,
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (request) =>
      ok(await enrolCourse(ctx, request.user!.id, request.body.courseId), '报名成功'),
  });
};
