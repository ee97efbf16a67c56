import { Type } from 'typebox';
import type { FastifyPluginAsync } from 'fastify';
import { paymentEventsRoute, type OpenStreams } from '../../../lib/payment-event-stream.ts';
import type { CommerceContext } from '../commerce-context.ts';
import { effectiveStatus, payStateOf } from '../order-views.ts';
import { findOrderById } from '../orders.repository.ts';
import { ownOrder } from '../orders.service.ts';

/**
 * GET /api/v1/pc/orders/events/{id} — server-sent events for the waiting payment dialog of a
 * shop order, as VIP's (lib/payment-event-stream.ts): `event: paid` the moment the order is
 * settled, or `event: state` when it can no longer be paid (closed, refunding); then the stream
 * ends. The state is the pay state of /pc/orders/query.
 */
export const orderEventsRoute: FastifyPluginAsync<{
  ctx: CommerceContext;
  streams: OpenStreams;
}> = async (app, { ctx, streams }) => {
  await app.register(
    paymentEventsRoute({
      url: '/pc/orders/events/:id',
      tag: '商城',
      summary: '订单支付事件流（text/event-stream：paid 或 state，之后结束）',
      params: Type.Object({ id: Type.Integer({ minimum: 1, errorMessage: '订单编号不正确' }) }),
      ownOrder: async (userId, id) => {
        const order = await ownOrder(ctx, userId, id);
        return { id: order.id, expiresAt: order.expires_at };
      },
      events: ctx.events,
      readState: async (id) => {
        const row = await findOrderById(ctx.db, id);
        return row && payStateOf(effectiveStatus(row));
      },
      streams,
      logLabel: 'shop',
    }),
  );
};
