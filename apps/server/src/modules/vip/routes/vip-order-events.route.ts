import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OrderIdParams } from '@shangan/shared/contracts/vip';
import { outsideContract } from '../../../lib/contract-route.ts';
import { streamPaymentEvents, type OpenStreams } from '../../../lib/payment-event-stream.ts';
import type { VipContext } from '../vip-context.ts';
import { findOrderById } from '../vip.repository.ts';
import { orderState, ownOrder } from '../vip.service.ts';

/**
 * GET /api/v1/pc/vipOrders/events/{id} — server-sent events for the waiting payment dialog
 * (lib/payment-event-stream.ts): `event: paid` the moment the order is settled, or
 * `event: state` when it can no longer be paid; then the stream ends. The dialog polls geState
 * besides.
 */
export const vipOrderEventsRoute: FastifyPluginAsyncTypebox<{
  ctx: VipContext;
  streams: OpenStreams;
}> = async (app, { ctx, streams }) => {
  app.get(
    '/pc/vipOrders/events/:id',
    {
      schema: outsideContract('a server-sent event stream', {
        tags: ['VIP会员'],
        summary: 'VIP 订单支付事件流（text/event-stream：paid 或 state，之后结束）',
        params: OrderIdParams,
      }),
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const order = await ownOrder(ctx, request.user!.id, request.params.id);
      await streamPaymentEvents({
        request,
        reply,
        order: { id: order.id, expiresAt: order.expires_at },
        slots: app.eventStreams,
        events: ctx.events,
        readState: async (id) => {
          const row = await findOrderById(ctx.db, id);
          return row && orderState(row);
        },
        streams,
        logLabel: 'VIP',
      });
    },
  );
};
