import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RefundMsg } from '@shangan/shared';
import type { OrderDetail } from '@shangan/shared/contracts/commerce/orders';
import type { ConsoleOrder, ConsoleOrderDetail } from '@shangan/shared/contracts/console/orders';
import { appWithFakeWechatPay, type FakeWechatPay } from '../../../test/fake-gateways.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { isoNow } from '../../lib/time.ts';
import { grantRole } from '../accounts/public.ts';
import {
  call,
  confirmLocal,
  newAddress,
  newBook,
  newUser,
  type CreatedView,
} from './commerce.test-support.ts';

type App = TestApp['app'];

async function staffWith(app: App, role: 'finance' | 'staff') {
  const person = await newUser(app);
  await grantRole(app.db, person.id, role, isoNow());
  return person;
}

/** A buyer's book order, paid (and confirmed at the local gateway when that is the gateway). */
async function bookOrder(app: App, options: { price?: number; pay?: boolean } = {}) {
  const buyer = await newUser(app);
  const addressId = await newAddress(app, buyer.token);
  const book = await newBook(app, { price: options.price ?? 4500, stock: 10 });
  const order = await call<CreatedView>(app, 'POST', '/pc/orders/create', {
    token: buyer.token,
    body: { goodsId: book.id, quantity: 2, addressId },
  });
  if (options.pay !== false && order.data.url.includes('/pay/local/')) {
    await confirmLocal(app, order.data.url);
  }
  return { buyer, book, order: order.data };
}

const stockOf = async (app: App, goodsId: number) =>
  (
    await app.db
      .selectFrom('shop_goods')
      .select('stock')
      .where('id', '=', goodsId)
      .executeTakeFirstOrThrow()
  ).stock;

const refund = (app: App, token: string, id: number, reason = '买家不想要了') =>
  call<ConsoleOrderDetail>(app, 'POST', '/console/orders/refund', { token, body: { id, reason } });

describe.each(engines)('console orders and refunds on %s', (engine) => {
  let t: TestApp;
  let finance: { id: number; token: string };
  let staff: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    finance = await staffWith(t.app, 'finance');
    staff = await staffWith(t.app, 'staff');
  });
  afterAll(() => t.close());

  it('finds orders by number or the buyer’s phone, and shows one with what may be done to it', async () => {
    const { buyer, order } = await bookOrder(t.app);
    const phone = (
      await t.app.db
        .selectFrom('app_user')
        .select('phone')
        .where('id', '=', buyer.id)
        .executeTakeFirstOrThrow()
    ).phone!;
    for (const keyword of [order.orderNum, phone, phone.slice(0, 7)]) {
      const found = await call<{ list: ConsoleOrder[]; total: number }>(
        t.app,
        'GET',
        '/console/orders',
        {
          token: finance.token,
          query: { keyword, tab: 'paid' },
        },
      );
      expect(found.data.list.map((row) => row.orderNum)).toContain(order.orderNum);
    }
    const detail = await call<ConsoleOrderDetail>(t.app, 'GET', '/console/orders/detail', {
      token: staff.token,
      query: { id: order.id },
    });
    expect(detail.data).toMatchObject({
      state: 'paid',
      stateText: '待发货',
      payAmount: '98.00',
      providerName: '演示支付',
      buyerPhone: phone,
      refundable: true,
      refundRefusal: '',
      shippable: true,
      refund: null,
    });
    expect(detail.data.lines).toEqual([expect.objectContaining({ quantity: 2, price: '45.00' })]);
  });

  it('refunds an unshipped book order once, puts its stock back, and the buyer reads 已退款', async () => {
    const { buyer, book, order } = await bookOrder(t.app);
    expect(await stockOf(t.app, book.id)).toBe(8);
    // Three clicks at once: one refund, one return of stock, one 退款成功.
    const answers = await Promise.all([
      refund(t.app, finance.token, order.id),
      refund(t.app, finance.token, order.id),
      refund(t.app, finance.token, order.id),
    ]);
    const done = answers.filter((answer) => answer.code === 200);
    expect(done.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((a) => a.code !== 200)) {
      expect(answer.msg).toBe(RefundMsg.alreadyRefunded);
    }
    expect(done[0]!.data).toMatchObject({
      state: 'refunded',
      stateText: '已退款',
      refundable: false,
      refund: {
        refundNo: `R${order.orderNum}`,
        amount: '98.00',
        reason: '买家不想要了',
        state: 'success',
      },
    });
    expect(await stockOf(t.app, book.id)).toBe(10);
    const refunds = await t.app.db
      .selectFrom('shop_refund')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(refunds).toHaveLength(1);
    const events = await t.app.db
      .selectFrom('shop_order_event')
      .select('state')
      .where('order_id', '=', order.id)
      .execute();
    expect(events.filter((e) => e.state === 'refunded')).toHaveLength(1);

    const seen = await call<OrderDetail>(t.app, 'GET', '/pc/orders/show', {
      token: buyer.token,
      query: { id: order.id },
    });
    expect(seen.data).toMatchObject({ state: 'refunded', stateText: '已退款' });

    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'shop_order')
      .where('entity_id', '=', String(order.id))
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({ actor_id: finance.id, action: 'shop_order.refund' }),
    ]);
    expect(await refund(t.app, finance.token, order.id)).toMatchObject({
      code: 400,
      msg: RefundMsg.alreadyRefunded,
    });
  });

  it('gives the buyer back the coupon a refunded order spent', async () => {
    const buyer = await newUser(t.app);
    const addressId = await newAddress(t.app, buyer.token);
    const book = await newBook(t.app, { price: 6000, stock: 5 });
    const now = isoNow();
    const template = await t.app.db
      .insertInto('shop_coupon_template')
      .values({ name: '无门槛减10', amount: 1000, scope: 'all', valid_days: 30, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const coupon = await t.app.db
      .insertInto('shop_user_coupon')
      .values({
        user_id: buyer.id,
        template_id: template.id,
        status: 'available',
        valid_from: now,
        valid_until: new Date(Date.now() + 86_400_000).toISOString(),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const order = await call<CreatedView>(t.app, 'POST', '/pc/orders/create', {
      token: buyer.token,
      body: { goodsId: book.id, quantity: 1, addressId, couponId: coupon.id },
    });
    expect(order.code).toBe(200);
    if (order.data.url.includes('/pay/local/')) await confirmLocal(t.app, order.data.url);
    const held = () =>
      t.app.db
        .selectFrom('shop_user_coupon')
        .select(['status', 'order_id'])
        .where('id', '=', coupon.id)
        .executeTakeFirstOrThrow();
    expect(await held()).toMatchObject({ status: 'used', order_id: order.data.id });
    expect((await refund(t.app, finance.token, order.data.id)).code).toBe(200);
    expect(await held()).toMatchObject({ status: 'available', order_id: null });
  });

  it('leaves a posted parcel’s stock alone, and ships through the console with an audit row', async () => {
    const { book, order } = await bookOrder(t.app);
    const shipped = await call<ConsoleOrderDetail>(t.app, 'POST', '/console/orders/ship', {
      token: staff.token,
      body: { id: order.id, company: 'shunfeng', trackingNumber: 'SF1234567890' },
    });
    expect(shipped.data).toMatchObject({
      state: 'shipped',
      shippable: false,
      shipment: { trackingNumber: 'SF1234567890' },
    });
    expect((await refund(t.app, finance.token, order.id)).data.state).toBe('refunded');
    expect(await stockOf(t.app, book.id)).toBe(8);
    const actions = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'shop_order')
      .where('entity_id', '=', String(order.id))
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['shop_order.ship', 'shop_order.refund']);
  });

  it('refuses unpaid orders and empty or long reasons in Chinese, changing nothing', async () => {
    const unpaid = await bookOrder(t.app, { pay: false });
    expect(await refund(t.app, finance.token, unpaid.order.id)).toMatchObject({
      code: 400,
      msg: RefundMsg.notPaid,
    });
    const { order } = await bookOrder(t.app);
    expect(await refund(t.app, finance.token, order.id, ' \u200b ')).toMatchObject({
      code: 400,
      msg: RefundMsg.reasonRequired,
    });
    expect(await refund(t.app, finance.token, order.id, '太'.repeat(81))).toMatchObject({
      code: 400,
      msg: RefundMsg.reasonTooLong,
    });
    expect(await refund(t.app, finance.token, 9_999_999)).toMatchObject({ code: 404 });
    expect(
      await t.app.db
        .selectFrom('shop_refund')
        .selectAll()
        .where('order_id', 'in', [order.id, unpaid.order.id])
        .execute(),
    ).toEqual([]);
  });
});

describe.each(engines)('refunds through WeChat Pay on %s', (engine) => {
  let t: TestApp;
  let fake: FakeWechatPay;
  let close: () => Promise<void>;
  let finance: { id: number; token: string };
  beforeAll(async () => {
    ({ t, fake, close } = await appWithFakeWechatPay(engine));
    finance = await staffWith(t.app, 'finance');
  });
  afterAll(() => close());

  const paid = async () => {
    const { order } = await bookOrder(t.app);
    expect((await fake.pay(order.orderNum)).status).toBe(204);
    return order;
  };

  it('waits while WeChat Pay processes, and finishes when asked again with the same refund number', async () => {
    const order = await paid();
    fake.setRefundStatus('PROCESSING');
    const first = await refund(t.app, finance.token, order.id);
    expect(first).toMatchObject({ code: 200, msg: RefundMsg.processing });
    expect(first.data).toMatchObject({
      state: 'refunding',
      refund: { state: 'processing' },
      refundable: true,
    });
    fake.settleRefunds();
    fake.setRefundStatus('SUCCESS');
    const second = await refund(t.app, finance.token, order.id);
    expect(second).toMatchObject({ code: 200, msg: RefundMsg.refunded });
    expect(second.data).toMatchObject({ state: 'refunded', refund: { state: 'success' } });
    // One refund at the gateway, for the whole payment.
    const atGateway = [...fake.refunds.values()].filter((r) => r.out_trade_no === order.orderNum);
    expect(atGateway).toEqual([
      expect.objectContaining({ out_refund_no: `R${order.orderNum}`, amount: 9800 }),
    ]);
  });

  it('keeps a refused refund to try again, and tells finance in Chinese', async () => {
    const order = await paid();
    // The gateway has forgotten the trade: it refuses.
    fake.orders.delete(order.orderNum);
    const refused = await refund(t.app, finance.token, order.id);
    expect(refused).toMatchObject({ code: 400, msg: RefundMsg.gatewayFailed });
    const detail = await call<ConsoleOrderDetail>(t.app, 'GET', '/console/orders/detail', {
      token: finance.token,
      query: { id: order.id },
    });
    expect(detail.data).toMatchObject({
      state: 'refunding',
      refundable: true,
      refund: { state: 'failed' },
    });
    expect(detail.data.refund!.failure).toMatch(/RESOURCE_NOT_EXISTS/);
  });
});
