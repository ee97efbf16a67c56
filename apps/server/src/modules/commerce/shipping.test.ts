import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderListItem } from '@shangan/shared/contracts/commerce/orders';
import type { ParcelTrack } from '@shangan/shared/contracts/commerce/shipping';
import type { Coupon } from '@shangan/shared/contracts/commerce/coupons';
import { DAY_MS, isoNow } from '../../lib/time.ts';
import { startFakeKuaidi100 } from '../../providers/parcel/fake-kuaidi100.ts';
import { openSession } from '../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { grantRole } from '../accounts/public.ts';
import type { CommerceContext } from './commerce-context.ts';
import {
  call,
  confirmLocal,
  newAddress,
  newBook,
  newUser,
  shopSnapshot,
  type CreatedView,
} from './commerce.test-support.ts';
import { sweep } from './order-sweeper.ts';

describe.each(engines)('shipping and parcel tracking on %s', (engine) => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeKuaidi100>>;
  let staff: { id: number; token: string };
  beforeAll(async () => {
    fake = await startFakeKuaidi100();
    t = await createTestApp(engine, { seed: true });
    staff = await newUser(t.app);
    await grantRole(t.app.db, staff.id, 'staff', isoNow());
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const paidOrder = async (app = t.app) => {
    const user = await newUser(app);
    const addressId = await newAddress(app, user.token);
    const book = await newBook(app, { price: 5000, stock: 10 });
    const order = await call<CreatedView>(app, 'POST', '/pc/orders/create', {
      token: user.token,
      body: { goodsId: book.id, quantity: 1, addressId },
    });
    await confirmLocal(app, order.data.url);
    return { user, order: order.data };
  };
  const ship = (token: string, body: Record<string, unknown>, app = t.app) =>
    call<{ state: string; shipment: { companyName: string } }>(
      app,
      'POST',
      '/pc/staff/orders/ship',
      {
        token,
        body,
      },
    );

  it('lets only staff ship a paid order, once, with a known carrier and a real number', async () => {
    const { user, order } = await paidOrder();
    const body = { id: order.id, company: 'zhongtong', trackingNumber: '78310426559999' };
    const before = await shopSnapshot(t.app);
    expect(await ship(user.token, body)).toMatchObject({ status: 403, msg: '没有权限' });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ company: '' }, '请选择快递公司'],
      [{ company: 'ZTO!' }, '快递公司不正确'],
      [{ company: 'nosuchcarrier' }, '快递公司不正确'],
      [{ trackingNumber: '' }, '请填写运单号'],
      [{ trackingNumber: '12345' }, '运单号应为6-32位字母或数字'],
      [{ trackingNumber: '7831-0426' }, '运单号应为6-32位字母或数字'],
    ];
    for (const [change, msg] of cases) {
      const res = await ship(staff.token, { ...body, ...change });
      expect({ change, msg: res.msg, code: res.code }).toEqual({ change, msg, code: 400 });
    }
    expect(await shopSnapshot(t.app)).toEqual(before);

    const shipped = await ship(staff.token, body);
    expect(shipped.data).toMatchObject({ state: 'shipped', shipment: { companyName: '中通快递' } });
    expect(await ship(staff.token, body)).toMatchObject({ code: 400, msg: '订单已发货' });

    const detail = await call<OrderDetail>(t.app, 'GET', '/pc/orders/show', {
      token: user.token,
      query: { id: order.id },
    });
    expect(detail.data).toMatchObject({ state: 'shipped', canConfirm: true });
    expect(detail.data.shipment).toMatchObject({ trackingNumber: '78310426559999' });
    expect(detail.data.timeline.map((e) => e.state)).toEqual(['unpaid', 'paid', 'shipped']);

    const received = await call<{ state: string }>(t.app, 'POST', '/pc/orders/receive', {
      token: user.token,
      body: { id: order.id },
    });
    expect(received.data.state).toBe('received');
  });

  it('refuses to ship an unpaid order', async () => {
    const user = await newUser(t.app);
    const addressId = await newAddress(t.app, user.token);
    const book = await newBook(t.app, { stock: 3 });
    const order = await call<CreatedView>(t.app, 'POST', '/pc/orders/create', {
      token: user.token,
      body: { goodsId: book.id, quantity: 1, addressId },
    });
    const res = await ship(staff.token, {
      id: order.data.id,
      company: 'yunda',
      trackingNumber: '4312345678901',
    });
    expect(res).toMatchObject({ code: 400, msg: '只有已支付待发货的订单可以发货' });
    const receive = await call(t.app, 'POST', '/pc/orders/receive', {
      token: user.token,
      body: { id: order.data.id },
    });
    expect(receive).toMatchObject({ code: 400, msg: '订单尚未发货，不能确认收货' });
  });

  it('counts a shipped order as received after SHOP_AUTO_RECEIVE_DAYS', async () => {
    const { order } = await paidOrder();
    await ship(staff.token, { id: order.id, company: 'ems', trackingNumber: 'EA123456789CN' });
    await t.app.db
      .updateTable('shop_order')
      .set({ shipped_at: new Date(Date.now() - 11 * DAY_MS).toISOString() })
      .where('id', '=', order.id)
      .execute();
    const ctx = { db: t.app.db, config: t.app.config, log: t.app.log } as CommerceContext;
    await Promise.all([sweep(ctx), sweep(ctx)]);
    const events = await t.app.db
      .selectFrom('shop_order_event')
      .select('state')
      .where('order_id', '=', order.id)
      .execute();
    expect(events.map((e) => e.state)).toEqual(['unpaid', 'paid', 'shipped', 'received']);
  });

  it("shows the demo learner's seeded shipped order with a believable local track", async () => {
    const learner = await t.app.db
      .selectFrom('app_user')
      .select('id')
      .where('phone', '=', '13800000001')
      .executeTakeFirstOrThrow();
    const token = await openSession(t.app.db, learner.id);
    const list = await call<{ list: OrderListItem[] }>(t.app, 'GET', '/pc/orders/index', {
      token,
      query: { tab: 'shipped' },
    });
    expect(list.data.list).toHaveLength(1);
    const order = list.data.list[0]!;
    expect(order).toMatchObject({
      title: '国考历年真题精解',
      payAmount: '87.00',
      discount: '10.00',
    });
    const track = await call<ParcelTrack>(t.app, 'GET', '/kuaidi100/queryTrack', {
      token,
      api: 'learning',
      query: { orderId: order.id },
    });
    expect(track.data).toMatchObject({ companyName: '中通快递', trackingNumber: '78310426551890' });
    expect(track.data.traces.length).toBeGreaterThanOrEqual(5);
    expect(track.data.traces.at(-1)!.context).toContain('已揽收');
    expect(track.data.traces[0]!.location).toBe('北京市');

    const coupons = await call<{ list: Coupon[]; counts: Record<string, number> }>(
      t.app,
      'GET',
      '/pc/coupons/index',
      { token, query: { status: 'used' } },
    );
    expect(coupons.data.counts).toEqual({ available: 4, used: 1, expired: 1 });
    expect(coupons.data.list[0]).toMatchObject({ orderNum: order.orderNum, ruleText: '满80减10' });
  });

  it('asks kuaidi100 at most once per parcel in 30 minutes, however many read it', async () => {
    const k = await createTestApp(engine, {
      config: {
        shop: {
          ...t.app.config.shop,
          parcel: { provider: 'kuaidi100', kuaidi100: fake.config },
        },
      },
    });
    try {
      const kStaff = await newUser(k.app);
      await grantRole(k.app.db, kStaff.id, 'staff', isoNow());
      const { user, order } = await paidOrder(k.app);
      await ship(
        kStaff.token,
        { id: order.id, company: 'shunfeng', trackingNumber: 'SF7000000001' },
        k.app,
      );
      fake.parcels.set('shunfeng:SF7000000001', {
        state: '0',
        data: [
          {
            time: '2026-11-25 09:30:00',
            context: '【深圳市】已到达深圳转运中心',
            areaName: '深圳市',
          },
        ],
      });
      const read = () =>
        call<ParcelTrack>(k.app, 'GET', '/kuaidi100/queryTrack', {
          token: user.token,
          api: 'learning',
          query: { orderId: order.id },
        });
      const asked = () => fake.queries.filter((q) => q.num === 'SF7000000001').length;
      const first = await Promise.all(Array.from({ length: 6 }, read));
      for (const r of first) expect(r.code).toBe(200);
      await read();
      await read();
      expect(asked()).toBe(1);
      const latest = await read();
      expect(latest.data).toMatchObject({ state: 0, stateText: '运输中', signed: false });
      expect(latest.data.traces[0]).toMatchObject({ time: '2026-11-25T01:30:00.000Z' });
      expect(fake.queries.at(-1)?.phone).toBe('13912345678');

      // Half an hour later the next reader asks again, and only one of them.
      fake.parcels.set('shunfeng:SF7000000001', {
        state: '3',
        data: [
          { time: '2026-11-26 10:00:00', context: '已签收，签收人：本人', areaName: '北京市' },
        ],
      });
      await k.app.db
        .updateTable('shop_parcel_track')
        .set({ queried_at: new Date(Date.now() - 31 * 60_000).toISOString() })
        .where('tracking_number', '=', 'SF7000000001')
        .execute();
      const second = await Promise.all(Array.from({ length: 6 }, read));
      expect(asked()).toBe(2);
      const signed = await read();
      expect(signed.data).toMatchObject({ state: 3, stateText: '已签收', signed: true });
      expect(second.every((r) => r.code === 200)).toBe(true);
    } finally {
      await k.close();
    }
  });
});
