import type { FastifyPluginAsync } from 'fastify';
import { runOrderBook } from '../../lib/order-book-hooks.ts';
import { createPaymentEvents } from '../../lib/paid-events.ts';
import type { OpenStreams } from '../../lib/payment-event-stream.ts';
import { redisNames } from '../../lib/redis-state.ts';
import { createPaymentProvider, type LocalPaymentProvider } from '../../providers/payment/index.ts';
import { sweep } from './order-sweeper.ts';
import { settlePayment } from './settlement.ts';
import { consoleVipOrderRefundRoute } from './routes/console-vip-order-refund.route.ts';
import { consoleVipOrdersRoute } from './routes/console-vip-orders.route.ts';
import { consoleVipPackageSaveRoute } from './routes/console-vip-package-save.route.ts';
import { consoleVipPackagesRoute } from './routes/console-vip-packages.route.ts';
import { courseAdvisersRoute } from './routes/course-advisers.route.ts';
import { createVipOrderRoute } from './routes/create-vip-order.route.ts';
import { getVipProductRoute } from './routes/get-vip-product.route.ts';
import { localPayRoute } from './routes/local-pay.route.ts';
import { paymentNotifyRoute } from './routes/payment-notify.route.ts';
import { vipOrderEventsRoute } from './routes/vip-order-events.route.ts';
import { vipIconRoute } from './routes/vip-icon.route.ts';
import { vipOrderStateRoute } from './routes/vip-order-state.route.ts';
import { vipOrdersListRoute } from './routes/vip-orders-list.route.ts';
import { VIP_PAID_CHANNEL, type VipContext } from './vip-context.ts';
import { payableOrder, VIP_ORDER_PREFIX } from './vip.service.ts';

/**
 * VIP membership on the main API (docs/areas/vip.md): products priced per person,
 * orders, the payment gateway's notifications, the pushed 'paid' event, course advisers, and
 * the local demo gateway's pages when no real gateway is configured.
 */
export const vipModule: FastifyPluginAsync = async (app) => {
  const ctx: VipContext = {
    db: app.db,
    engine: app.dbEngine,
    config: app.config,
    payment: createPaymentProvider(app.config),
    events: await createPaymentEvents(
      app.redis,
      app.log,
      redisNames(app.config.redisPrefix).channel(VIP_PAID_CHANNEL),
    ),
    log: app.log,
  };
  const streams: OpenStreams = new Set();

  for (const route of [
    getVipProductRoute,
    createVipOrderRoute,
    vipOrderStateRoute,
    vipOrdersListRoute,
    courseAdvisersRoute,
    paymentNotifyRoute,
    consoleVipOrdersRoute,
    consoleVipOrderRefundRoute,
  ]) {
    await app.register(route, { ctx });
  }
  await app.register(vipIconRoute);
  // The console's packages (finance).
  await app.register(consoleVipPackagesRoute);
  await app.register(consoleVipPackageSaveRoute);
  await app.register(vipOrderEventsRoute, { ctx, streams });
  if (ctx.payment.name === 'local') {
    await app.register(localPayRoute, { gateway: ctx.payment as LocalPaymentProvider });
  }
  app.paymentDesks.register({
    name: 'vip',
    prefix: VIP_ORDER_PREFIX,
    findPayable: (orderNum) => payableOrder(ctx, orderNum),
    settle: (notice) => settlePayment(ctx, notice),
  });

  runOrderBook(app, { name: 'VIP', sweep: () => sweep(ctx), events: ctx.events, streams });
};
