import type { FastifyPluginAsync } from 'fastify';
import { OrderIdParams } from '@shangan/shared/contracts/vip';
import { paymentEventsRoute, type OpenStreams } from '../../../lib/payment-event-stream.ts';
import type { VipContext } from '../vip-context.ts';
import { findOrderById } from '../vip.repository.ts';
import { orderState, ownOrder } from '../vip.service.ts';

/**
 * GET /api/v1/pc/vipOrders/events/{id} — server-sent events for the waiting payment dialog
 * (lib/payment-event-stream.ts): `event: paid` the moment the order is settled, or
 * `event: state` when it can no longer be paid; then the stream ends. The dialog polls geState
 * besides.
 */
export const vipOrderEventsRoute: FastifyPluginAsync<{
  ctx: VipContext;
  streams: OpenStreams;
}> = async (app, { ctx, streams }) => {
  await app.register(
    paymentEventsRoute({
      url: '/pc/vipOrders/events/:id',
      tag: 'VIP会员',
      summary: 'VIP 订单支付事件流（text/event-stream：paid 或 state，之后结束）',
      params: OrderIdParams,
      ownOrder: async (userId, id) => {
        const order = await ownOrder(ctx, userId, id);
        return { id: order.id, expiresAt: order.expires_at };
      },
      events: ctx.events,
      readState: async (id) => {
        const row = await findOrderById(ctx.db, id);
        return row && orderState(row);
      },
      streams,
      logLabel: 'VIP',
    }),
  );
};
