import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RefundMsg } from '@shangan/shared';
import { RefundVipOrder } from '@shangan/shared/contracts/console/vip';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { refundVipOrder } from '../console-orders.service.ts';
import type { VipContext } from '../vip-context.ts';

/** POST /api/v1/console/vip/orders/refund — a late payment sent back through its gateway. */
export const consoleVipOrderRefundRoute: FastifyPluginAsyncTypebox<{ ctx: VipContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(RefundVipOrder),
    handler: async (request) => {
      const order = await refundVipOrder(ctx, request.user!.id, request.body);
      return ok(order, order.status === 'refunded' ? RefundMsg.refunded : RefundMsg.processing);
    },
  });
};
