import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithFakeAlipay, deliverTimes, type FakeAlipay } from '../../test/fake-gateways.ts';
import { engines, type TestApp } from '../../test/test-app.ts';
import { call } from '../../test/client.ts';
import { createLearner } from '../../test/learners.ts';

/**
 * One Alipay gateway for both order books: a VIP order and a shop order are opened at Alipay
 * and settled through the one notify route by the desk that issued them. Only HTTP and the
 * database are used here, as a buyer and an operator would see them.
 */
describe.each(engines)('VIP and shop orders paid through one Alipay gateway on %s', (engine) => {
  let t: TestApp;
  let fake: FakeAlipay;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, fake, close } = await appWithFakeAlipay(engine, { seed: true }));
  });
  afterAll(() => close());

  const newBuyer = () => createLearner(t.app.db);
  const post = <T>(token: string, url: string, body: Record<string, unknown>) =>
    call<T>(t.app, 'POST', url, { token, body });

  it('opens a shop order at Alipay and settles it once through the shared notify route', async () => {
    const buyer = await newBuyer();
    const now = new Date().toISOString();
    const book = await t.app.db
      .insertInto('shop_goods')
      .values({
        kind: 'book',
        title: `支付宝测试图书${crypto.randomInt(1e6)}`,
        price: 6800,
        stock: 5,
        needs_shipping: 1,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const address = await post<{ id: number }>(buyer.token, '/pc/newaddress', {
      name: '张三',
      phone: '13912345678',
      provinceCode: '11',
      cityCode: '1101',
      districtCode: '110108',
      detail: '学院路30号',
      postcode: '100083',
    });
    expect(address.code).toBe(200);
    const created = await post<{ orderNum: string; payAmount: string; url: string }>(
      buyer.token,
      '/pc/orders/create',
      { goodsId: book.id, quantity: 1, addressId: address.data.id },
    );
    expect(created.code).toBe(200);
    const { orderNum, payAmount, url } = created.data;
    expect(orderNum.charAt(0)).not.toBe('V');
    expect(url).toBe(fake.orders.get(orderNum)?.qr_code);
    expect(fake.orders.get(orderNum)?.total_amount).toBe(payAmount);

    const shopOrder = () =>
      t.app.db
        .selectFrom('shop_order')
        .select(['status', 'transaction_id', 'provider'])
        .where('order_num', '=', orderNum)
        .executeTakeFirstOrThrow();
    expect(await fake.pay(orderNum, { amount: '0.01' })).toEqual({ status: 400, text: 'failure' });
    expect(await fake.pay(orderNum, { forgeSignature: true })).toEqual({
      status: 401,
      text: 'failure',
    });
    expect(await shopOrder()).toMatchObject({ status: 'unpaid', provider: 'alipay' });

    const delivery = fake.notification(orderNum, { tradeNo: '2025030122001400000888' });
    expect(await deliverTimes(20, delivery)).toEqual(
      Array(20).fill({ status: 200, text: 'success' }),
    );
    expect(await shopOrder()).toMatchObject({ transaction_id: '2025030122001400000888' });
    expect((await shopOrder()).status).not.toBe('unpaid');
    const goods = await t.app.db
      .selectFrom('shop_goods')
      .select(['stock', 'sales'])
      .where('id', '=', book.id)
      .executeTakeFirstOrThrow();
    expect(goods).toEqual({ stock: 4, sales: 1 });
  });

  it('settles a VIP order from the same gateway through the VIP desk', async () => {
    const buyer = await newBuyer();
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/pc/getvipproduct?type=1',
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    const groups = (
      list.json() as { data: Array<{ product: Array<{ id: number; isBuy: boolean }> }> }
    ).data;
    const pkg = groups.flatMap((g) => g.product).find((p) => p.isBuy)!;
    const created = await post<{ orderNum: string; url: string }>(
      buyer.token,
      '/pc/vipOrders/create',
      { type: 1, vipProductId: pkg.id },
    );
    expect(created.code).toBe(200);
    expect(created.data.url).toBe(fake.orders.get(created.data.orderNum)?.qr_code);

    expect(await deliverTimes(5, fake.notification(created.data.orderNum))).toEqual(
      Array(5).fill({ status: 200, text: 'success' }),
    );
    const user = await t.app.db
      .selectFrom('app_user')
      .select('weight')
      .where('id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(user.weight).toBeGreaterThan(0);
  });
});
