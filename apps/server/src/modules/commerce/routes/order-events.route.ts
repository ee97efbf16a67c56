import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { outsideContract } from '../../../lib/contract-route.ts';
import type { CommerceContext } from '../commerce-context.ts';
import { effectiveStatus, payStateOf } from '../order-views.ts';
import { findOrderById } from '../orders.repository.ts';
import { ownOrder } from '../orders.service.ts';

const HEARTBEAT_MS = 15_000;

/**
 * GET /api/v1/pc/orders/events/{id} — server-sent events for the waiting payment dialog of a
 * shop order, as VIP's: `event: paid` the moment the order is settled (on whichever instance
 * took the gateway's notification), or `event: state` when it can no longer be paid (closed,
 * refunding); then the stream ends. `data` is `{ id, state }` with the pay state of
 * /pc/orders/query.
 */
export const orderEventsRoute: FastifyPluginAsyncTypebox<{
  ctx: CommerceContext;
  streams: Set<() => void>;
}> = async (app, { ctx, streams }) => {
  app.get(
    '/pc/orders/events/:id',
    {
      schema: outsideContract('a server-sent event stream', {
        tags: ['商城'],
        summary: '订单支付事件流（text/event-stream：paid 或 state，之后结束）',
        params: Type.Object({
          id: Type.Integer({ minimum: 1, errorMessage: '订单编号不正确' }),
        }),
      }),
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const order = await ownOrder(ctx, request.user!.id, request.params.id);
      const releaseSlot = app.eventStreams.take(request.user!.id);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx would otherwise hold the events back in its buffer.
        'x-accel-buffering': 'no',
      });
      res.write(': connected\n\n');

      let done = false;
      const finish = (event?: string, state?: number) => {
        if (done) return;
        done = true;
        releaseSlot();
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(expiry);
        streams.delete(finish);
        if (event && !res.writableEnded) {
          res.write(`event: ${event}\ndata: ${JSON.stringify({ id: order.id, state })}\n\n`);
        }
        res.end();
      };
      const check = async () => {
        const row = await findOrderById(ctx.db, order.id);
        const state = row ? payStateOf(effectiveStatus(row)) : 2;
        if (state === 1) finish('paid', state);
        else if (state !== 0) finish('state', state);
      };

      // Subscribe before reading the state, so a payment between the two is not missed.
      const unsubscribe = ctx.events.subscribe(order.id, () => {
        check().catch((err: unknown) => {
          request.log.error({ err }, 'shop payment event check failed');
          finish();
        });
      });
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      const untilExpiry = Math.max(0, new Date(order.expires_at).getTime() - Date.now()) + 1_000;
      const expiry = setTimeout(() => {
        check().then(
          () => finish('state', 2),
          () => finish(),
        );
      }, untilExpiry);
      streams.add(finish);
      request.raw.on('close', () => finish());
      await check();
    },
  );
};
