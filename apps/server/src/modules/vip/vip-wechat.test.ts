import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../lib/time.ts';
import {
  appWithFakeWechatPay,
  deliverTimes,
  type FakeWechatPay,
} from '../../../test/fake-gateways.ts';
import { engines, type TestApp } from '../../../test/test-app.ts';
import { call, newUser, orderPackage, seedCatalogue, userRow } from './vip.test-support.ts';

/** The whole purchase with PAYMENT_PROVIDER=wechat, against the fake gateway on 127.0.0.1. */
describe.each(engines)('VIP orders paid through WeChat Pay on %s', (engine) => {
  let t: TestApp;
  let fake: FakeWechatPay;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, fake, close } = await appWithFakeWechatPay(engine, { prepare: seedCatalogue }));
  });
  afterAll(() => close());

  const order = (token: string, type = 1) => orderPackage(t.app, token, { type });

  it('encodes the code_url in the QR and grants VIP on the signed notification', async () => {
    const user = await newUser(t.app);
    const created = await order(user.token);
    expect(created.url).toMatch(/^weixin:\/\/wxpay\/bizpayurl/);
    expect(fake.orders.get(created.orderNum)?.amount.total).toBe(3900);

    const paid = await fake.pay(created.orderNum);
    expect(paid.status).toBe(204);
    const row = await userRow(t.app, user.id);
    expect(row).toMatchObject({ weight: 10, vip: 'VIP会员' });
    const state = await call(t.app, 'GET', `/pc/vipOrders/geState/${created.id}`, {
      token: user.token,
    });
    expect(state.data).toBe(1);
    // No local demo gateway when a real one is configured.
    const local = await call(t.app, 'POST', `/pay/local/${created.orderNum}/confirm`, {
      body: { t: 'x' },
    });
    expect(local.status).toBe(404);
  });

  it("sends a phone's browser to WeChat Pay's mobile page with its address, WeChat's browser a code", async () => {
    const user = await newUser(t.app);
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const created = await orderPackage(t.app, user.token, { userAgent: iphone });
    expect(created.url).toMatch(/^https:\/\/wx\.tenpay\.com\/cgi-bin\/mmpayweb-bin\/checkmweb\?/);
    expect(fake.orders.get(created.orderNum)).toMatchObject({
      trade_type: 'MWEB',
      payer_client_ip: expect.stringMatching(/^10\.9\./),
    });
    expect((await fake.pay(created.orderNum)).status).toBe(204);
    expect(await userRow(t.app, user.id)).toMatchObject({ weight: 10, vip: 'VIP会员' });

    const other = await newUser(t.app);
    const inWechat = await orderPackage(t.app, other.token, {
      userAgent: `${iphone} MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN`,
    });
    expect(inWechat.url).toMatch(/^weixin:\/\/wxpay\/bizpayurl/);
  });

  it('refuses a forged signature, another amount and an undecryptable notice', async () => {
    const user = await newUser(t.app);
    const created = await order(user.token);
    expect((await fake.pay(created.orderNum, { forgeSignature: true })).status).toBe(401);
    const cheap = await fake.pay(created.orderNum, { amount: 1 });
    expect(cheap.status).toBe(400);
    expect(JSON.parse(cheap.text)).toEqual({ code: 'FAIL', message: '支付金额与订单金额不符' });
    expect((await fake.pay(created.orderNum, { wrongKey: true })).status).toBe(400);
    expect((await userRow(t.app, user.id)).weight).toBe(0);
  });

  it('extends once for 20 concurrent deliveries and closes replaced orders at the gateway', async () => {
    const user = await newUser(t.app);
    expect((await fake.pay((await order(user.token)).orderNum)).status).toBe(204);
    const before = (await userRow(t.app, user.id)).expiration_time!;

    const replaced = await order(user.token, 2);
    const renewal = await order(user.token, 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.orders.get(replaced.orderNum)?.closed).toBe(true);

    const delivery = fake.notification(renewal.orderNum, { transactionId: '4200000777' });
    const answers = await deliverTimes(20, delivery);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(204));
    const after = (await userRow(t.app, user.id)).expiration_time!;
    expect(new Date(after).getTime() - new Date(before).getTime()).toBe(30 * DAY_MS);
  });
});
