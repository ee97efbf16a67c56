import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListCoupons } from '@shangan/shared/contracts/commerce/coupons';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { CommerceContext } from '../commerce-context.ts';
import { couponList } from '../coupons.service.ts';

/** GET /api/v1/pc/coupons/index — the caller's coupons by status, with each status's count. */
export const couponsListRoute: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListCoupons),
    preHandler: app.requireUser,
    handler: async (request) => {
      const { status, page = 1, pageSize = 10 } = request.query;
      return ok(await couponList(ctx, request.user!.id, status, page, pageSize));
    },
  });
};
