import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleCouponMsg } from '@shangan/shared';
import { CreateCouponTemplate } from '@shangan/shared/contracts/console/coupons';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { createCouponTemplate, type ConsoleCouponsContext } from '../console-coupons.service.ts';

/** POST /api/v1/console/coupons/create — a new kind of coupon. */
export const consoleCouponCreateRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleCouponsContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(CreateCouponTemplate),
    handler: async (request) =>
      ok(await createCouponTemplate(ctx, request.user!.id, request.body), ConsoleCouponMsg.created),
  });
};
