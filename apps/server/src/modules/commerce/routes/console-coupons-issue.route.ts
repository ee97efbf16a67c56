import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleCouponMsg } from '@shangan/shared';
import { IssueCoupons } from '@shangan/shared/contracts/console/coupons';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { issueCoupons, type ConsoleCouponsContext } from '../console-coupons.service.ts';

/** POST /api/v1/console/coupons/issue — one coupon to every account of a pasted list, once per batch. */
export const consoleCouponsIssueRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleCouponsContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(IssueCoupons),
    handler: async (request) => {
      const result = await issueCoupons(ctx, request.user!.id, request.body);
      return ok(result, ConsoleCouponMsg.issued(result.issued));
    },
  });
};
