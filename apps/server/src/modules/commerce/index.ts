import type { FastifyPluginAsync } from 'fastify';
import { runOrderBook } from '../../lib/order-book-hooks.ts';
import { createPaymentEvents } from '../../lib/paid-events.ts';
import type { OpenStreams } from '../../lib/payment-event-stream.ts';
import { redisNames } from '../../lib/redis-state.ts';
import { commerceContext, SHOP_ORDER_PREFIX, SHOP_PAID_CHANNEL } from './commerce-context.ts';
import { sweep } from './order-sweeper.ts';
import { addressDefaultRoute } from './routes/address-default.route.ts';
import { addressDeleteRoute } from './routes/address-delete.route.ts';
import { addressListRoute } from './routes/address-list.route.ts';
import { addressSaveRoute } from './routes/address-save.route.ts';
import { bookCategoriesRoute } from './routes/book-categories.route.ts';
import { bookDetailRoute } from './routes/book-detail.route.ts';
import { booksListRoute } from './routes/books-list.route.ts';
import { coachingCheckoutRoute } from './routes/coaching-checkout.route.ts';
import { coachingCreateRoute } from './routes/coaching-create.route.ts';
import { coachingProductRoute } from './routes/coaching-product.route.ts';
import { coachingSlotsRoute } from './routes/coaching-slots.route.ts';
import type { ConsoleCoachingContext } from './console-coaching.service.ts';
import type { ConsoleGoodsContext } from './console-goods.service.ts';
import { consoleCoachingSlotRemoveRoute } from './routes/console-coaching-slot-remove.route.ts';
import { consoleCoachingSlotSaveRoute } from './routes/console-coaching-slot-save.route.ts';
import { consoleCoachingSlotsRoute } from './routes/console-coaching-slots.route.ts';
import { consoleCoachingRoute } from './routes/console-coaching.route.ts';
import { consoleCoachSaveRoute } from './routes/console-coach-save.route.ts';
import { consoleCoachesRoute } from './routes/console-coaches.route.ts';
import { consoleCoachingProductSaveRoute } from './routes/console-coaching-product-save.route.ts';
import { consoleCoachingProductRoute } from './routes/console-coaching-product.route.ts';
import { consoleCouponCreateRoute } from './routes/console-coupon-create.route.ts';
import { consoleCouponsIssueRoute } from './routes/console-coupons-issue.route.ts';
import { consoleCouponsListRoute } from './routes/console-coupons-list.route.ts';
import { consoleGoodsDetailRoute } from './routes/console-goods-detail.route.ts';
import { consoleGoodsListRoute } from './routes/console-goods-list.route.ts';
import { consoleGoodsOptionsRoute } from './routes/console-goods-options.route.ts';
import { consoleGoodsSaveRoute } from './routes/console-goods-save.route.ts';
import { consoleGoodsStockRoute } from './routes/console-goods-stock.route.ts';
import { consoleOrderDetailRoute } from './routes/console-order-detail.route.ts';
import { consoleOrderRefundRoute } from './routes/console-order-refund.route.ts';
import { consoleOrderShipRoute } from './routes/console-order-ship.route.ts';
import { consoleOrdersListRoute } from './routes/console-orders-list.route.ts';
import { couponsListRoute } from './routes/coupons-list.route.ts';
import { depositCreateRoute } from './routes/deposit-create.route.ts';
import { depositShowRoute } from './routes/deposit-show.route.ts';
import { depositsListRoute } from './routes/deposits-list.route.ts';
import { districtsRoute } from './routes/districts.route.ts';
import { expressCompaniesRoute } from './routes/express-companies.route.ts';
import { orderCheckoutRoute } from './routes/order-checkout.route.ts';
import { orderCreateRoute } from './routes/order-create.route.ts';
import { orderDestroyRoute } from './routes/order-destroy.route.ts';
import { orderEventsRoute } from './routes/order-events.route.ts';
import { orderPayRoute } from './routes/order-pay.route.ts';
import { orderQueryRoute } from './routes/order-query.route.ts';
import { orderReceiveRoute } from './routes/order-receive.route.ts';
import { orderShowRoute } from './routes/order-show.route.ts';
import { ordersListRoute } from './routes/orders-list.route.ts';
import { queryTrackRoute } from './routes/query-track.route.ts';
import { staffShipRoute } from './routes/staff-ship.route.ts';
import { payableShopOrder, settleShopPayment } from './settlement.ts';

/**
 * The shop on the main API (docs/areas/commerce.md): books, coaching products with their slots,
 * deposits, delivery addresses and the national division table, coupons, orders paid through
 * the same gateway and notify route as VIP (this module's payment desk settles the S… order
 * numbers), the pushed 'paid' event, shipping by staff, and the sweeper that closes unpaid
 * orders (handing back stock, coupon, seat and deposit).
 */
export const commerceModule: FastifyPluginAsync = async (app) => {
  const ctx = commerceContext(
    app,
    await createPaymentEvents(
      app.redis,
      app.log,
      redisNames(app.config.redisPrefix).channel(SHOP_PAID_CHANNEL),
    ),
  );
  const streams: OpenStreams = new Set();

  for (const route of [
    bookCategoriesRoute,
    booksListRoute,
    bookDetailRoute,
    addressListRoute,
    addressSaveRoute,
    addressDeleteRoute,
    addressDefaultRoute,
    couponsListRoute,
    orderCheckoutRoute,
    orderCreateRoute,
    orderPayRoute,
    ordersListRoute,
    orderShowRoute,
    orderQueryRoute,
    orderDestroyRoute,
    orderReceiveRoute,
    staffShipRoute,
    consoleOrdersListRoute,
    consoleOrderDetailRoute,
    consoleOrderShipRoute,
    consoleOrderRefundRoute,
    coachingProductRoute,
    coachingSlotsRoute,
    coachingCheckoutRoute,
    coachingCreateRoute,
    depositsListRoute,
    depositShowRoute,
    depositCreateRoute,
  ]) {
    await app.register(route, { ctx });
  }
  const goods: ConsoleGoodsContext = {
    db: app.db,
    invalidate: () => app.publicContent.invalidate(),
  };
  for (const route of [
    consoleGoodsListRoute,
    consoleGoodsOptionsRoute,
    consoleGoodsDetailRoute,
    consoleGoodsSaveRoute,
    consoleGoodsStockRoute,
  ]) {
    await app.register(route, { ctx: goods });
  }
  // The coaching timetable: the product pages' times change at once.
  const coaching: ConsoleCoachingContext = { ...goods, engine: app.dbEngine };
  for (const route of [
    consoleCoachingRoute,
    consoleCoachingSlotsRoute,
    consoleCoachingSlotSaveRoute,
    consoleCoachingSlotRemoveRoute,
    consoleCoachesRoute,
    consoleCoachSaveRoute,
    consoleCoachingProductRoute,
    consoleCoachingProductSaveRoute,
  ]) {
    await app.register(route, { ctx: coaching });
  }
  for (const route of [
    consoleCouponsListRoute,
    consoleCouponCreateRoute,
    consoleCouponsIssueRoute,
  ]) {
    await app.register(route, { ctx: { db: app.db } });
  }
  await app.register(districtsRoute);
  await app.register(expressCompaniesRoute);
  await app.register(orderEventsRoute, { ctx, streams });

  app.paymentDesks.register({
    name: 'shop',
    prefix: SHOP_ORDER_PREFIX,
    findPayable: (orderNum) => payableShopOrder(ctx, orderNum),
    settle: (notice) => settleShopPayment(ctx, notice),
  });

  runOrderBook(app, { name: 'shop', sweep: () => sweep(ctx), events: ctx.events, streams });
};

/** The shop's one learning-API endpoint: a posted order's parcel track. */
export const commerceLearningModule: FastifyPluginAsync = async (app) => {
  await app.register(queryTrackRoute, { ctx: commerceContext(app) });
};
