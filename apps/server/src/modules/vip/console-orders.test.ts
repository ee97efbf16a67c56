import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleVipMsg, RefundMsg } from '@shangan/shared';
import type { ConsoleVipOrder } from '@shangan/shared/contracts/console/vip';
import { createLearner } from '../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { grantRole } from '../accounts/public.ts';
import { call, newUser, orderPackage, seedCatalogue } from './vip.test-support.ts';

describe.each(engines)('VIP orders and late-payment refunds in the console on %s', (engine) => {
  let t: TestApp;
  let finance: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp(engine);
    await seedCatalogue(t.app);
    finance = await createLearner(t.app.db);
    await grantRole(t.app.db, finance.id, 'finance', new Date().toISOString());
  });
  afterAll(() => t.close());

  const refund = (id: number, reason = '会员已变更，原路退回') =>
    call<ConsoleVipOrder>(t.app, 'POST', '/console/vip/orders/refund', {
      token: finance.token,
      body: { id, reason },
    });
  /** A payment that arrived after the membership changed, as settlement keeps it. */
  const latePayment = async () => {
    const buyer = await newUser(t.app);
    const order = await orderPackage(t.app, buyer.token, { name: '季卡' });
    await t.app.db
      .updateTable('vip_order')
      .set({ status: 'refund', transaction_id: `T${order.id}`, paid_at: new Date().toISOString() })
      .where('id', '=', order.id)
      .execute();
    return { buyer, order };
  };

  it('finds an order by its buyer’s phone and sends a late payment back once', async () => {
    const { buyer, order } = await latePayment();
    const phone = (
      await t.app.db
        .selectFrom('app_user')
        .select('phone')
        .where('id', '=', buyer.id)
        .executeTakeFirstOrThrow()
    ).phone!;
    const found = await call<{ list: ConsoleVipOrder[]; total: number }>(
      t.app,
      'GET',
      '/console/vip/orders',
      { token: finance.token, query: { keyword: phone, status: 'refund' } },
    );
    expect(found.data).toMatchObject({
      total: 1,
      list: [{ orderNum: order.orderNum, status: 'refund', refundRefusal: '', buyerPhone: phone }],
    });

    const done = await refund(order.id);
    expect(done).toMatchObject({ code: 200, msg: RefundMsg.refunded });
    expect(done.data).toMatchObject({
      status: 'refunded',
      refundState: 'success',
      refundReason: '会员已变更，原路退回',
    });
    expect((await refund(order.id)).msg).toBe(RefundMsg.alreadyRefunded);
    // The buyer reads it as refunded in their orders.
    const mine = await call<{ list: Array<{ orderNum: string; stateText: string }> }>(
      t.app,
      'GET',
      '/pc/orders/index',
      { token: buyer.token, query: { tab: 'refund' } },
    );
    expect(mine.data.list).toEqual([
      expect.objectContaining({ orderNum: order.orderNum, stateText: '已退款' }),
    ]);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'vip_order')
      .where('entity_id', '=', String(order.id))
      .execute();
    expect(audit).toEqual([{ action: 'vip_order.refund' }]);
  });

  it('refunds once when finance clicks twice at the same moment', async () => {
    const { order } = await latePayment();
    const answers = await Promise.all([refund(order.id), refund(order.id), refund(order.id)]);
    expect(answers.filter((answer) => answer.code === 200).length).toBeGreaterThanOrEqual(1);
    const row = await t.app.db
      .selectFrom('vip_order')
      .select(['status', 'refund_no'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'refunded', refund_no: `R${order.orderNum}` });
  });

  it('refuses orders whose money is not a late payment, and a refund without a reason', async () => {
    const buyer = await newUser(t.app);
    const unpaid = await orderPackage(t.app, buyer.token);
    const answer = await refund(unpaid.id);
    expect(answer).toMatchObject({ code: 400, msg: ConsoleVipMsg.refundOnlyLate });
    const listed = await call<{ list: ConsoleVipOrder[] }>(t.app, 'GET', '/console/vip/orders', {
      token: finance.token,
      query: { keyword: unpaid.orderNum.slice(3, 12) },
    });
    expect(listed.data.list.find((o) => o.id === unpaid.id)?.refundRefusal).toBe(
      ConsoleVipMsg.refundOnlyLate,
    );
    const { order } = await latePayment();
    expect((await refund(order.id, '   ')).msg).toBe(RefundMsg.reasonRequired);
    expect((await refund(999_999)).msg).toBe(ConsoleVipMsg.orderNotFound);
    const learner = await newUser(t.app);
    const denied = await call(t.app, 'POST', '/console/vip/orders/refund', {
      token: learner.token,
      body: { id: order.id, reason: '退款' },
    });
    expect(denied.code).toBe(403);
    const row = await t.app.db
      .selectFrom('vip_order')
      .select(['status', 'refund_state'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'refund', refund_state: null });
  });
});
