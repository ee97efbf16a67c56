import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import type { VipContext } from '../vip-context.ts';
import { OrderIdParams, OrderState } from '../vip.schemas.ts';
import { orderState, ownOrder } from '../vip.service.ts';

/** GET /api/v1/pc/vipOrders/geState/{id} — 1 once paid (0 unpaid, 2 expired/closed, 3 refund). */
export const vipOrderStateRoute: FastifyPluginAsyncTypebox<{ ctx: VipContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/pc/vipOrders/geState/:id',
    {
      schema: {
        tags: ['VIP会员'],
        summary: 'VIP 订单支付状态（1 已支付，0 待支付，2 已过期或关闭，3 支付后无法生效待退款）',
        params: OrderIdParams,
        response: { 200: Envelope(OrderState) },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const order = await ownOrder(ctx, request.user!.id, request.params.id);
      return ok(orderState(order));
    },
  );
};
