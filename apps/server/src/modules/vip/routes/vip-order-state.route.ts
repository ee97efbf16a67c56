import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetVipOrderState } from '@shangan/shared/contracts/vip';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { VipContext } from '../vip-context.ts';
import { orderState, ownOrder } from '../vip.service.ts';

/** GET /api/v1/pc/vipOrders/geState/{id} — 1 once paid (0 unpaid, 2 expired/closed, 3 refund). */
export const vipOrderStateRoute: FastifyPluginAsyncTypebox<{ ctx: VipContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetVipOrderState),
    preHandler: app.requireUser,
    handler: async (request) => {
      const order = await ownOrder(ctx, request.user!.id, request.params.id);
      return ok(orderState(order));
    },
  });
};
