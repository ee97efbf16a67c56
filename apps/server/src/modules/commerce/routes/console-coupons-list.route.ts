import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListCouponTemplates } from '@shangan/shared/contracts/console/coupons';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listCouponTemplates, type ConsoleCouponsContext } from '../console-coupons.service.ts';

/** GET /api/v1/console/coupons — coupon kinds, newest first, with how many were handed out and used. */
export const consoleCouponsListRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleCouponsContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ListCouponTemplates),
    handler: async (request) => ok(await listCouponTemplates(ctx, request.query)),
  });
};
