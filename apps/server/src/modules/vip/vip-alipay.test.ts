import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../lib/time.ts';
import { appWithFakeAlipay, deliverTimes, type FakeAlipay } from '../../../test/fake-gateways.ts';
import { engines, type TestApp } from '../../../test/test-app.ts';
import {
  call,
  findPackage,
  newUser,
  orderPackage,
  products,
  seedCatalogue,
  userRow,
  type CreatedView,
} from './vip.test-support.ts';

/** The whole purchase with PAYMENT_PROVIDER=alipay, against the fake gateway on 127.0.0.1. */
describe.each(engines)('VIP orders paid through Alipay on %s', (engine) => {
  let t: TestApp;
  let fake: FakeAlipay;
  let close: () => Promise<void>;
  const logLines: string[] = [];
  beforeAll(async () => {
    ({ t, fake, close } = await appWithFakeAlipay(engine, {
      logStream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(chunk.toString('utf8'));
          done();
        },
      }),
      config: { logLevel: 'warn' },
      prepare: seedCatalogue,
    }));
  });
  afterAll(() => close());

  const monthId = async (token: string, listType: 1 | 2 = 1) =>
    findPackage(await products(t.app, listType, token), 'VIP会员', '月卡').id;
  const order = (token: string, type = 1) => orderPackage(t.app, token, { type });
  const orderRow = (orderNum: string) =>
    t.app.db
      .selectFrom('vip_order')
      .select(['status', 'transaction_id', 'pay_url', 'provider'])
      .where('order_num', '=', orderNum)
      .executeTakeFirstOrThrow();

  it('encodes the qr_code in the QR and grants VIP on the signed notification', async () => {
    const user = await newUser(t.app);
    const created = await order(user.token);
    expect(created.url).toMatch(/^https:\/\/qr\.alipay\.com\//);
    expect(fake.orders.get(created.orderNum)).toMatchObject({
      total_amount: '39.00',
      subject: created.product,
      notify_url: expect.stringMatching(/\/api\/v1\/pay\/notify\/alipay$/) as unknown,
    });
    expect(await orderRow(created.orderNum)).toMatchObject({
      status: 'unpaid',
      provider: 'alipay',
    });

    const paid = await fake.pay(created.orderNum, { tradeNo: '2025030122001400000001' });
    expect(paid).toEqual({ status: 200, text: 'success' });
    expect(await userRow(t.app, user.id)).toMatchObject({ weight: 10, vip: 'VIP会员' });
    expect(await orderRow(created.orderNum)).toMatchObject({
      status: 'paid',
      transaction_id: '2025030122001400000001',
    });
    const state = await call(t.app, 'GET', `/pc/vipOrders/geState/${created.id}`, {
      token: user.token,
    });
    expect(state.data).toBe(1);

    // Alipay repeats a notification until it reads `success`: a repeat is taken, and changes nothing.
    const before = (await userRow(t.app, user.id)).expiration_time;
    const again = await fake.pay(created.orderNum, { tradeNo: '2025030122001400000001' });
    expect(again).toEqual({ status: 200, text: 'success' });
    expect((await userRow(t.app, user.id)).expiration_time).toBe(before);

    // No local demo gateway when a real one is configured.
    const local = await call(t.app, 'POST', `/pay/local/${created.orderNum}/confirm`, {
      body: { t: 'x' },
    });
    expect(local.status).toBe(404);
  });

  it('refuses a forged signature, another app, another amount and an unknown order, changing nothing', async () => {
    const user = await newUser(t.app);
    const created = await order(user.token);

    const refusals: Array<[Parameters<typeof fake.pay>[1], number]> = [
      [{ forgeSignature: true }, 401],
      [{ appId: '2021000000009999' }, 400],
      [{ amount: '0.01' }, 400],
      [{ amount: '390.00' }, 400],
      [{ outTradeNo: 'V00000000000000000000' }, 404],
      [{ outTradeNo: 'Q00000000000000000000' }, 404],
    ];
    for (const [options, status] of refusals) {
      expect({ options, answer: await fake.pay(created.orderNum, options) }).toEqual({
        options,
        answer: { status, text: 'failure' },
      });
    }
    // Altered after Alipay signed it.
    const genuine = fake.notification(created.orderNum);
    const altered = await fetch(genuine.url, {
      method: 'POST',
      headers: genuine.headers,
      body: genuine.body.replace(`out_trade_no=${created.orderNum}`, 'out_trade_no=V1'),
    });
    expect([altered.status, await altered.text()]).toEqual([401, 'failure']);
    // A trade still waiting for the buyer is no payment: taken (Alipay stops), nothing settled.
    expect(await fake.pay(created.orderNum, { tradeStatus: 'WAIT_BUYER_PAY' })).toEqual({
      status: 200,
      text: 'success',
    });

    expect((await orderRow(created.orderNum)).status).toBe('unpaid');
    expect((await userRow(t.app, user.id)).weight).toBe(0);

    // The genuine notification still works afterwards.
    expect(await fake.pay(created.orderNum)).toEqual({ status: 200, text: 'success' });
    expect((await orderRow(created.orderNum)).status).toBe('paid');
  });

  it('extends once for 20 concurrent deliveries and closes replaced orders at Alipay', async () => {
    const user = await newUser(t.app);
    expect((await fake.pay((await order(user.token)).orderNum)).text).toBe('success');
    const before = (await userRow(t.app, user.id)).expiration_time!;

    const replaced = await order(user.token, 2);
    const renewal = await order(user.token, 2);
    await expect.poll(() => fake.orders.get(replaced.orderNum)?.closed).toBe(true);

    const delivery = fake.notification(renewal.orderNum, { tradeNo: '2025030122001400000777' });
    const answers = await deliverTimes(20, delivery);
    expect(answers).toEqual(Array(20).fill({ status: 200, text: 'success' }));
    const after = (await userRow(t.app, user.id)).expiration_time!;
    expect(new Date(after).getTime() - new Date(before).getTime()).toBe(30 * DAY_MS);
    const paid = await t.app.db
      .selectFrom('vip_order')
      .select(['order_num', 'transaction_id'])
      .where('user_id', '=', user.id)
      .where('status', '=', 'paid')
      .execute();
    expect(paid).toHaveLength(2);
    expect(paid.find((p) => p.order_num === renewal.orderNum)?.transaction_id).toBe(
      '2025030122001400000777',
    );
  });

  it('tells the buyer in Chinese when Alipay refuses or answers unsigned, and leaves no open order', async () => {
    const user = await newUser(t.app);
    const id = await monthId(user.token);
    const create = () =>
      call<CreatedView>(t.app, 'POST', '/pc/vipOrders/create', {
        token: user.token,
        body: { type: 1, vipProductId: id },
      });

    fake.failNext({ kind: 'refuse', subCode: 'ACQ.TOTAL_FEE_EXCEED', subMsg: '订单金额超过限额' });
    const refused = await create();
    fake.failNext({ kind: 'forge' });
    const forged = await create();
    // The operator reads why in the log; the buyer is told to try again.
    const refusals = logLines
      .map((line) => JSON.parse(line) as { msg: string; err?: { message: string } })
      .filter((entry) => entry.msg === 'payment gateway refused the order')
      .map((entry) => entry.err?.message);
    expect(refusals).toEqual([
      expect.stringContaining('ACQ.TOTAL_FEE_EXCEED'),
      expect.stringContaining('签名验证失败'),
    ]);
    for (const res of [refused, forged]) {
      expect(res).toMatchObject({ code: 500, msg: '支付下单失败，请稍后再试', data: null });
    }
    const rows = await t.app.db
      .selectFrom('vip_order')
      .select(['status', 'pay_url'])
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toEqual({ status: 'closed', pay_url: '' });

    // The next try, with Alipay answering, opens the order as usual.
    const ok = await create();
    expect(ok.code).toBe(200);
    expect(ok.data.url).toBe(fake.orders.get(ok.data.orderNum)?.qr_code);
  });

  it('still reads form-encoded bodies everywhere but the notify route', async () => {
    const user = await newUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pc/vipOrders/create',
      remoteAddress: `10.9.${crypto.randomInt(0, 250)}.${crypto.randomInt(1, 250)}`,
      headers: {
        authorization: `Bearer ${user.token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `type=1&vipProductId=${await monthId(user.token)}`,
    });
    expect(res.json()).toMatchObject({
      code: 200,
      data: { orderNum: expect.any(String) as unknown },
    });
  });
});
