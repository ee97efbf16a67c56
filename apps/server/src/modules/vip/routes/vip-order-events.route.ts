import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { VipContext } from '../vip-context.ts';
import { findOrderById } from '../vip.repository.ts';
import { OrderIdParams } from '@shangan/shared/contracts/vip';
import { orderState, ownOrder } from '../vip.service.ts';
import { outsideContract } from '../../../lib/contract-route.ts';

const HEARTBEAT_MS = 15_000;

/**
 * GET /api/v1/pc/vipOrders/events/{id} — server-sent events for the waiting payment dialog:
 * `event: paid` the moment the order is settled (on whichever instance took the gateway's
 * notification), or `event: state` when it can no longer be paid; then the stream ends. The
 * dialog reads it with fetch (so the bearer token travels in the header) and polls geState
 * besides, which keeps working through proxies that buffer streams.
 */
export const vipOrderEventsRoute: FastifyPluginAsyncTypebox<{
  ctx: VipContext;
  streams: Set<() => void>;
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
        const state = row ? orderState(row) : 2;
        if (state === 1) finish('paid', state);
        else if (state !== 0) finish('state', state);
      };

      // Subscribe before reading the state, so a payment between the two is not missed.
      const unsubscribe = ctx.events.subscribe(order.id, () => {
        check().catch((err: unknown) => {
          request.log.error({ err }, 'payment event check failed');
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
