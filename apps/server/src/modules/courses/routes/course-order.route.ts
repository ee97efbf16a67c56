import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OrderCourse } from '@shangan/shared/contracts/courses/catalogue';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { orderCourse } from '../enrolment.service.ts';
import type { CoursesContext } from '../courses-context.ts';
import { payerOf } from '../../../lib/payer.ts';

/** POST /api/v1/pc/courses/order — the course's shop order; answers its QR text. */
export const courseOrderRoute: FastifyPluginAsyncTypebox<{ ctx: CoursesContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(OrderCourse),
    preHandler: app.requireUser,
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (request) =>
      ok(
        await orderCourse(ctx, request.user!.id, request.body.courseId, payerOf(request)),
        '下单成功',
      ),
  });
};
