import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalPayment } from '../../providers/payment/local-payment.ts';
import { DAY_MS } from '../../lib/time.ts';
import { localGateway } from '../../../test/local-gateway.ts';
import { settlePayment } from './settlement.ts';
import type { VipContext } from './vip-context.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import {
  buy,
  call,
  confirmLocal,
  findPackage,
  newUser,
  orderPackage,
  products,
  seedCatalogue,
  userRow,
  type CreatedView,
} from './vip.test-support.ts';

describe.each(engines)('VIP payment notifications on %s', (engine) => {
  let t: TestApp;
  let local: ReturnType<typeof localGateway>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await seedCatalogue(t.app);
    local = localGateway(t.app);
  });
  afterAll(() => t.close());

  const notify = (headers: Record<string, string>, body: string, provider?: string) =>
    local.notify(headers, body, provider);
  const signed = (order: CreatedView, amountFen: number, transactionId = `T${order.id}`) =>
    local.signed(order, amountFen, transactionId);
  const orderStatus = async (id: number) =>
    (
      await t.app.db
        .selectFrom('vip_order')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;
  const newOrder = (token: string, type = 1, name = '月卡', tier = 'VIP会员') =>
    orderPackage(t.app, token, { type, name, tier });

  it('refuses a tampered signature, a tampered amount, a stale or foreign notice', async () => {
    const user = await newUser(t.app);
    const order = await newOrder(user.token);
    const good = signed(order, 3900);

    const badSignature = { ...good.headers, 'x-local-pay-signature': '0'.repeat(64) };
    const res1 = await notify(badSignature, good.body);
    expect(res1.statusCode).toBe(401);
    expect(res1.json()).toEqual({ code: 'FAIL', message: '签名验证失败' });

    // The body changed after signing: the signature no longer covers it.
    const res2 = await notify(good.headers, good.body.replace('"total":3900', '"total":1'));
    expect(res2.statusCode).toBe(401);

    // Correctly signed, but not the order's amount.
    const cheap = signed(order, 1);
    const res3 = await notify(cheap.headers, cheap.body);
    expect(res3.statusCode).toBe(400);
    expect(res3.json()).toEqual({ code: 'FAIL', message: '支付金额与订单金额不符' });

    const forger = createLocalPayment({ publicUrl: '', secret: 'not-the-app-secret' });
    const forged = forger.signNotice({
      orderNum: order.orderNum,
      transactionId: 'F1',
      amountFen: 3900,
      success: true,
      paidAt: new Date().toISOString(),
    });
    expect((await notify(forged.headers, forged.body)).statusCode).toBe(401);

    const old = local.gateway.signNotice(
      { orderNum: order.orderNum, transactionId: 'O1', amountFen: 3900, success: true, paidAt: '' },
      new Date(Date.now() - 10 * 60_000),
    );
    expect((await notify(old.headers, old.body)).json()).toEqual({
      code: 'FAIL',
      message: '通知时间戳无效或已过期',
    });
    expect((await notify(good.headers, good.body, 'wechat')).statusCode).toBe(404);
    const unknown = local.gateway.signNotice({
      orderNum: 'V00000000000000000000',
      transactionId: 'U1',
      amountFen: 3900,
      success: true,
      paidAt: '',
    });
    expect((await notify(unknown.headers, unknown.body)).statusCode).toBe(404);

    expect(await orderStatus(order.id)).toBe('unpaid');
    expect((await userRow(t.app, user.id)).weight).toBe(0);

    // The genuine notice still works afterwards.
    expect((await notify(good.headers, good.body)).statusCode).toBe(204);
    expect(await orderStatus(order.id)).toBe('paid');
    expect((await userRow(t.app, user.id)).weight).toBe(10);
  });

  it('extends VIP once when the same notice arrives 20 times at once', async () => {
    const user = await newUser(t.app);
    await buy(t.app, user.token, 1, findPackage(await products(t.app, 1), 'VIP会员', '月卡').id);
    const before = (await userRow(t.app, user.id)).expiration_time!;

    const renewal = await newOrder(user.token, 2);
    const notice = signed(renewal, 3900);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => notify(notice.headers, notice.body)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(204));
    const after = (await userRow(t.app, user.id)).expiration_time!;
    expect(new Date(after).getTime() - new Date(before).getTime()).toBe(30 * DAY_MS);
    const paid = await t.app.db
      .selectFrom('vip_order')
      .select(['status', 'transaction_id', 'vip_expires_at'])
      .where('id', '=', renewal.id)
      .executeTakeFirstOrThrow();
    expect(paid).toEqual({
      status: 'paid',
      transaction_id: `T${renewal.id}`,
      vip_expires_at: after,
    });
  });

  it('keeps a late payment for a membership that changed meanwhile for refund', async () => {
    const user = await newUser(t.app);
    await buy(t.app, user.token, 1, findPackage(await products(t.app, 1), 'VIP会员', '月卡').id);
    const change = await newOrder(user.token, 3, '季卡');
    // Replaced by an upgrade, which is paid: the change's deduction no longer exists.
    const upgrade = await newOrder(user.token, 4, '季卡', '钻石会员');
    await confirmLocal(t.app, upgrade.url);
    const granted = await userRow(t.app, user.id);
    expect(granted.weight).toBe(20);

    const late = signed(change, Math.round(Number(change.payAmount) * 100));
    expect((await notify(late.headers, late.body)).statusCode).toBe(204);
    expect(await orderStatus(change.id)).toBe('refund');
    expect(await userRow(t.app, user.id)).toEqual(granted);
    const state = await call(t.app, 'GET', `/pc/vipOrders/geState/${change.id}`, {
      token: user.token,
    });
    expect(state.data).toBe(3);
  });

  it('pushes paid again for a repeated notice, as the settling instance may have died before', async () => {
    // The instance that committed the payment can be killed before it pushes; the gateway's
    // retry then lands as a duplicate, on this or another instance, and must push instead.
    const published: number[] = [];
    const ctx: VipContext = {
      db: t.app.db,
      engine: t.app.dbEngine,
      config: t.app.config,
      payment: local.gateway,
      events: {
        publish: async (id) => {
          published.push(id);
        },
        subscribe: () => () => undefined,
        close: async () => undefined,
      },
      log: t.app.log,
    };
    const user = await newUser(t.app);
    const order = await newOrder(user.token);
    const notice = {
      orderNum: order.orderNum,
      transactionId: `T${order.id}`,
      amountFen: Math.round(Number(order.payAmount) * 100),
      success: true,
      paidAt: new Date().toISOString(),
    };
    expect(await settlePayment(ctx, { ...notice, success: false })).toBe('ignored');
    expect(published).toEqual([]);
    expect(await settlePayment(ctx, notice)).toBe('paid');
    expect(await settlePayment(ctx, notice)).toBe('duplicate');
    expect(published).toEqual([order.id, order.id]);
    expect(await orderStatus(order.id)).toBe('paid');
  });

  it('pushes paid to the waiting dialog over server-sent events', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const user = await newUser(t.app);
    const order = await newOrder(user.token);

    const unauthorized = await fetch(`${base}/api/v1/pc/vipOrders/events/${order.id}`);
    expect(unauthorized.status).toBe(401);

    const res = await fetch(`${base}/api/v1/pc/vipOrders/events/${order.id}`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    // Written to the raw response, the stream still carries the security headers.
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const text = readAll(res);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await confirmLocal(t.app, order.url);
    const stream = await text;
    expect(stream).toContain(`event: paid\ndata: {"id":${order.id},"state":1}`);

    // A stream opened after payment answers at once.
    const late = await fetch(`${base}/api/v1/pc/vipOrders/events/${order.id}`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(await readAll(late)).toContain('event: paid');
  });
});

async function readAll(res: Response): Promise<string> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return text;
    text += value;
  }
}
