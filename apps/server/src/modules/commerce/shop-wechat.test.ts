import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Checkout, OrderPayState } from '@shangan/shared/contracts/commerce/orders';
import {
  appWithFakeWechatPay,
  deliverTimes,
  type FakeWechatPay,
} from '../../../test/fake-gateways.ts';
import { engines, type TestApp } from '../../../test/test-app.ts';
import {
  call,
  giveCoupon,
  newAddress,
  newBook,
  newUser,
  type CreatedView,
} from './commerce.test-support.ts';

/**
 * Shop orders with PAYMENT_PROVIDER=wechat, against the fake gateway on 127.0.0.1: the same
 * notify route as VIP settles them, and the coupons the confirm page weighs.
 */
describe.each(engines)('shop orders paid through WeChat Pay on %s', (engine) => {
  let t: TestApp;
  let fake: FakeWechatPay;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, fake, close } = await appWithFakeWechatPay(engine));
  });
  afterAll(() => close());

  const buyer = async () => {
    const user = await newUser(t.app);
    return { ...user, addressId: await newAddress(t.app, user.token) };
  };

  it('opens a Native payment for the server amount and settles on the signed notice, once', async () => {
    const who = await buyer();
    const book = await newBook(t.app, { price: 6800, stock: 5 });
    const created = await call<CreatedView>(t.app, 'POST', '/pc/orders/create', {
      token: who.token,
      body: { goodsId: book.id, quantity: 1, addressId: who.addressId, payAmount: '0.01' },
    });
    expect(created.data.url).toMatch(/^weixin:\/\/wxpay\/bizpayurl/);
    expect(fake.orders.get(created.data.orderNum)?.amount.total).toBe(7600);

    expect((await fake.pay(created.data.orderNum, { forgeSignature: true })).status).toBe(401);
    expect((await fake.pay(created.data.orderNum, { amount: 1 })).status).toBe(400);
    expect((await fake.pay(created.data.orderNum, { wrongKey: true })).status).toBe(400);

    const delivery = fake.notification(created.data.orderNum, { transactionId: '4200000888' });
    const answers = await deliverTimes(20, delivery);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(204));
    const state = await call<OrderPayState>(t.app, 'GET', '/pc/orders/query', {
      token: who.token,
      query: { id: created.data.id },
    });
    expect(state.data).toMatchObject({ payState: 1, state: 'paid' });
    const goods = await t.app.db
      .selectFrom('shop_goods')
      .select(['stock', 'sales'])
      .where('id', '=', book.id)
      .executeTakeFirstOrThrow();
    expect(goods).toEqual({ stock: 4, sales: 1 });
  });

  it('closes a cancelled order at the gateway', async () => {
    const who = await buyer();
    const book = await newBook(t.app, { price: 6800, stock: 5 });
    const created = await call<CreatedView>(t.app, 'POST', '/pc/orders/create', {
      token: who.token,
      body: { goodsId: book.id, quantity: 1, addressId: who.addressId },
    });
    await call(t.app, 'DELETE', '/pc/orders/destroy', {
      token: who.token,
      query: { id: created.data.id },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.orders.get(created.data.orderNum)?.closed).toBe(true);
  });

  it('weighs every coupon against the cart and says why the others do not apply', async () => {
    const who = await buyer();
    const book = await newBook(t.app, { price: 4500, stock: 5 });
    const other = await newBook(t.app, { price: 4500, stock: 5 });
    const day = 86_400_000;
    const big = await giveCoupon(t.app, who.id, { amount: 1500, minSpend: 8000 });
    const small = await giveCoupon(t.app, who.id, { amount: 500 });
    const named = await giveCoupon(t.app, who.id, {
      amount: 800,
      scope: 'goods',
      goodsIds: [book.id],
    });
    const elsewhere = await giveCoupon(t.app, who.id, {
      amount: 900,
      scope: 'goods',
      goodsIds: [other.id],
    });
    const later = await giveCoupon(t.app, who.id, {
      amount: 2000,
      from: new Date(Date.now() + day).toISOString(),
      until: new Date(Date.now() + 3 * day).toISOString(),
    });
    await giveCoupon(t.app, who.id, {
      amount: 2000,
      from: new Date(Date.now() - 3 * day).toISOString(),
      until: new Date(Date.now() - day).toISOString(),
    });
    const one = await call<Checkout>(t.app, 'GET', '/pc/orders/checkout', {
      token: who.token,
      query: { goodsId: book.id, quantity: 1 },
    });
    expect(one.data.bestCouponId).toBe(named);
    expect(one.data.couponId).toBeNull();
    expect(one.data.payAmount).toBe('53.00');
    expect(one.data.coupons.map((c) => [c.id, c.usable, c.discount, c.reason])).toEqual([
      [named, true, '8.00', null],
      [small, true, '5.00', null],
      // Then the others, the soonest to lapse first.
      [big, false, '0.00', '未达到使用门槛，还差35.00元'],
      [elsewhere, false, '0.00', '不适用于所选商品'],
      [later, false, '0.00', '尚未到使用时间'],
    ]);
    // Two copies reach the bigger coupon's bar.
    const two = await call<Checkout>(t.app, 'GET', '/pc/orders/checkout', {
      token: who.token,
      query: { goodsId: book.id, quantity: 2, couponId: big },
    });
    expect(two.data).toMatchObject({
      bestCouponId: big,
      couponId: big,
      goodsAmount: '90.00',
      freight: '8.00',
      discount: '15.00',
      payAmount: '83.00',
    });
  });
});
