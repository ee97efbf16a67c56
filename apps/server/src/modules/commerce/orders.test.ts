import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Checkout,
  OrderDetail,
  OrderListItem,
  OrderPayState,
} from '@shangan/shared/contracts/commerce/orders';
import { openEventStream } from '../../../test/client.ts';
import { localGateway } from '../../../test/local-gateway.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import type { CommerceContext } from './commerce-context.ts';
import {
  call,
  confirmLocal,
  giveCoupon,
  newAddress,
  newBook,
  newUser,
  shopSnapshot,
  type CreatedView,
} from './commerce.test-support.ts';
import { spendCoupon } from './coupons.repository.ts';
import { sweep } from './order-sweeper.ts';
import { settleShopPayment } from './settlement.ts';

describe.each(engines)('shop orders on %s', (engine) => {
  let t: TestApp;
  let local: ReturnType<typeof localGateway>;
  let ctx: CommerceContext;
  let published: number[];
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    local = localGateway(t.app);
    published = [];
    ctx = {
      db: t.app.db,
      engine: t.app.dbEngine,
      config: t.app.config,
      log: t.app.log,
      payment: local.gateway,
      events: {
        publish: async (id) => {
          published.push(id);
        },
        subscribe: () => () => undefined,
        close: async () => undefined,
      },
      parcels: { name: 'local', query: async () => ({ state: null, traces: [] }) },
    };
  });
  afterAll(() => t.close());

  const buyer = async () => {
    const user = await newUser(t.app);
    return { ...user, addressId: await newAddress(t.app, user.token) };
  };
  const create = (who: { token: string; addressId: number }, body: Record<string, unknown>) =>
    call<CreatedView>(t.app, 'POST', '/pc/orders/create', {
      token: who.token,
      body: { quantity: 1, addressId: who.addressId, ...body },
    });
  const orderRow = (id: number) =>
    t.app.db.selectFrom('shop_order').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const goodsRow = (id: number) =>
    t.app.db.selectFrom('shop_goods').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const couponRow = (id: number) =>
    t.app.db
      .selectFrom('shop_user_coupon')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const notify = (headers: Record<string, string>, body: string, provider?: string) =>
    local.notify(headers, body, provider);
  const signed = (order: CreatedView, amountFen: number, transactionId = `T${order.orderNum}`) =>
    local.signed(order, amountFen, transactionId);
  const eventsOf = async (orderId: number) =>
    (
      await t.app.db
        .selectFrom('shop_order_event')
        .select(['state', 'text'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute()
    ).map((e) => e.state);

  it('prices the order on the server, whatever amounts the client sends', async () => {
    const who = await buyer();
    const book = await newBook(t.app, { price: 5000, stock: 10 });
    const couponId = await giveCoupon(t.app, who.id, { amount: 1000, minSpend: 4000 });
    const preview = await call<Checkout>(t.app, 'GET', '/pc/orders/checkout', {
      token: who.token,
      query: { goodsId: book.id, quantity: 1, couponId },
    });
    expect(preview.data).toMatchObject({
      goodsAmount: '50.00',
      freight: '8.00',
      discount: '10.00',
      payAmount: '48.00',
      couponId,
      bestCouponId: couponId,
      needsAddress: true,
      problem: null,
    });
    expect(preview.data.address?.id).toBe(who.addressId);

    const res = await create(who, {
      goodsId: book.id,
      couponId,
      payAmount: '0.01',
      price: '0.01',
      discount: '50.00',
      amount: 1,
    });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      goodsAmount: '50.00',
      freight: '8.00',
      discount: '10.00',
      payAmount: '48.00',
    });
    expect(res.data.orderNum).toMatch(/^S\d{20}$/);
    const row = await orderRow(res.data.id);
    expect(row).toMatchObject({ pay_amount: 4800, status: 'unpaid', coupon_id: couponId });
    expect(row.pay_url).not.toContain(new URL(res.data.url).searchParams.get('t'));
    expect((await goodsRow(book.id)).stock).toBe(9);
    expect(await couponRow(couponId)).toMatchObject({ status: 'used', order_id: res.data.id });

    // Two copies reach 99 yuan: free shipping.
    const two = await call<Checkout>(t.app, 'GET', '/pc/orders/checkout', {
      token: who.token,
      query: { goodsId: book.id, quantity: 2 },
    });
    expect(two.data).toMatchObject({ goodsAmount: '100.00', freight: '0.00', payAmount: '100.00' });
  });

  it('is paid on the local page through the shared notify route, and the waiting dialog hears it', async () => {
    const who = await buyer();
    const book = await newBook(t.app, { price: 3980, stock: 3 });
    const order = (await create(who, { goodsId: book.id, quantity: 2 })).data;
    expect(order.payAmount).toBe('87.60');

    const { pathname, searchParams } = new URL(order.url);
    expect(pathname).toBe(`/pay/local/${order.orderNum}`);
    const page = await call<{ product: string; payAmount: string; state: number }>(
      t.app,
      'GET',
      `/pay/local/${order.orderNum}`,
      { query: { t: searchParams.get('t')! } },
    );
    expect(page.data).toMatchObject({
      source: 'shop',
      product: book.title,
      payAmount: '87.60',
      state: 0,
    });
    const wrongToken = await call(t.app, 'GET', `/pay/local/${order.orderNum}`, {
      query: { t: 'x'.repeat(32) },
    });
    expect(wrongToken.status).toBe(404);

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(t.app, `/pc/orders/events/${order.id}`, who.token);
    expect(stream.first).toContain(': connected');

    const paid = await confirmLocal(t.app, order.url);
    expect(paid.data).toMatchObject({ source: 'shop', state: 1 });
    expect(await stream.rest()).toContain('event: paid');

    const state = await call<OrderPayState>(t.app, 'GET', '/pc/orders/query', {
      token: who.token,
      query: { id: order.id },
    });
    expect(state.data).toMatchObject({ payState: 1, state: 'paid', stateText: '待发货' });
    expect(await goodsRow(book.id)).toMatchObject({ stock: 1, sales: 2 });
    const detail = await call<OrderDetail>(t.app, 'GET', '/pc/orders/show', {
      token: who.token,
      query: { id: order.id },
    });
    expect(detail.data.timeline.map((e) => e.state)).toEqual(['unpaid', 'paid']);
    expect(detail.data.address).toMatchObject({
      name: '张三',
      fullAddress: '北京市海淀区学院路30号',
    });
    // A second confirm is told it is paid; nothing moves.
    expect((await confirmLocal(t.app, order.url)).msg).toBe('订单已支付');
    expect(await goodsRow(book.id)).toMatchObject({ stock: 1, sales: 2 });
  });

  it('sells 5 in stock to exactly 5 of 20 parallel buyers, and all 5 are paid', async () => {
    const book = await newBook(t.app, { price: 4500, stock: 5 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => buyer()));
    const results = await Promise.all(buyers.map((who) => create(who, { goodsId: book.id })));
    const won = results.filter((r) => r.code === 200);
    expect(won).toHaveLength(5);
    for (const lost of results.filter((r) => r.code !== 200)) {
      expect(lost.code).toBe(400);
      expect(lost.msg).toMatch(/库存不足|商品已售罄/);
    }
    expect((await goodsRow(book.id)).stock).toBe(0);
    const paid = await Promise.all(won.map((r) => confirmLocal(t.app, r.data.url)));
    expect(paid.map((p) => p.data.state)).toEqual([1, 1, 1, 1, 1]);
    const rows = await t.app.db
      .selectFrom('shop_order as o')
      .innerJoin('shop_order_line as l', 'l.order_id', 'o.id')
      .select(['o.status'])
      .where('l.goods_id', '=', book.id)
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['paid', 'paid', 'paid', 'paid', 'paid']);
    expect(await goodsRow(book.id)).toMatchObject({ stock: 0, sales: 5 });
  });

  it('spends one coupon once among 10 parallel checkouts', async () => {
    const who = await buyer();
    const book = await newBook(t.app, { price: 6000, stock: 100 });
    const couponId = await giveCoupon(t.app, who.id, { amount: 1500 });
    // Five unpaid orders is the cap; the race is about the coupon, so count only it.
    const results = await Promise.all(
      Array.from({ length: 10 }, () => create(who, { goodsId: book.id, couponId })),
    );
    const won = results.filter((r) => r.code === 200);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.code !== 200).map((r) => r.msg)).toEqual(
      Array(9).fill('优惠券已使用'),
    );
    expect(await couponRow(couponId)).toMatchObject({ status: 'used', order_id: won[0]!.data.id });
    expect((await goodsRow(book.id)).stock).toBe(99);

    // The conditional update alone holds, without the buyer's lock: ten parallel spends, one wins.
    const second = await giveCoupon(t.app, who.id, { amount: 100 });
    const spends = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.db
          .transaction()
          .execute((trx) =>
            spendCoupon(trx, second, who.id, won[0]!.data.id, new Date().toISOString()),
          ),
      ),
    );
    expect(spends.filter(Boolean)).toHaveLength(1);
  });

  it('settles once under 20 parallel identical notices and ignores replays', async () => {
    const who = await buyer();
    const book = await newBook(t.app, { price: 2500, stock: 10 });
    const order = (await create(who, { goodsId: book.id })).data;
    const notice = signed(order, 3300);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => notify(notice.headers, notice.body)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(204));
    expect((await orderRow(order.id)).status).toBe('paid');
    expect(await eventsOf(order.id)).toEqual(['unpaid', 'paid']);
    expect((await goodsRow(book.id)).sales).toBe(1);

    // The same notice again, and another transaction for the same order: nothing changes.
    expect((await notify(notice.headers, notice.body)).statusCode).toBe(204);
    const other = signed(order, 3300, 'T-another');
    expect((await notify(other.headers, other.body)).statusCode).toBe(204);
    expect(await orderRow(order.id)).toMatchObject({
      status: 'paid',
      transaction_id: `T${order.orderNum}`,
    });
    expect(await eventsOf(order.id)).toEqual(['unpaid', 'paid']);
    expect((await goodsRow(book.id)).sales).toBe(1);
  });

  it('pushes paid again for a repeated notice, as the settling instance may have died before', async () => {
    // The instance that committed the payment can be killed before it pushes; the gateway's
    // retry then lands as a duplicate, on this or another instance, and must push instead.
    const who = await buyer();
    const book = await newBook(t.app, { price: 2500, stock: 10 });
    const order = (await create(who, { goodsId: book.id })).data;
    const notice = {
      orderNum: order.orderNum,
      transactionId: `T${order.orderNum}`,
      amountFen: (await orderRow(order.id)).pay_amount,
      success: true,
      paidAt: new Date().toISOString(),
    };
    published.length = 0;
    expect(await settleShopPayment(ctx, { ...notice, success: false })).toBe('ignored');
    expect(await settleShopPayment(ctx, notice)).toBe('paid');
    expect(await settleShopPayment(ctx, notice)).toBe('duplicate');
    expect(published.filter((id) => id === order.id)).toHaveLength(2);
    expect(await eventsOf(order.id)).toEqual(['unpaid', 'paid']);
    expect((await goodsRow(book.id)).sales).toBe(1);
  });

  it('refuses forged, tampered, stale and foreign notices', async () => {
    const who = await buyer();
    const book = await newBook(t.app, { price: 2500, stock: 10 });
    const order = (await create(who, { goodsId: book.id })).data;
    const good = signed(order, 3300);

    const forged = { ...good.headers, 'x-local-pay-signature': 'f'.repeat(64) };
    expect((await notify(forged, good.body)).statusCode).toBe(401);
    const tampered = good.body.replace('"total":3300', '"total":1');
    expect((await notify(good.headers, tampered)).statusCode).toBe(401);
    const cheap = signed(order, 1);
    expect((await notify(cheap.headers, cheap.body)).statusCode).toBe(400);
    const stale = local.gateway.signNotice(
      {
        orderNum: order.orderNum,
        transactionId: 'T-stale',
        amountFen: 3300,
        success: true,
        paidAt: new Date().toISOString(),
      },
      new Date(Date.now() - 3_600_000),
    );
    expect((await notify(stale.headers, stale.body)).statusCode).toBe(401);
    const unknown = signed({ ...order, orderNum: 'S20260101000000999999' }, 3300);
    expect((await notify(unknown.headers, unknown.body)).statusCode).toBe(404);
    expect((await notify(good.headers, good.body, 'wechat')).statusCode).toBe(404);
    expect((await orderRow(order.id)).status).toBe('unpaid');
    expect((await goodsRow(book.id)).sales).toBe(0);
  });

  it('cancelling hands stock and coupon back once, even racing the sweeper', async () => {
    const who = await buyer();
    const book = await newBook(t.app, { price: 5000, stock: 4 });
    const couponId = await giveCoupon(t.app, who.id, { amount: 500 });
    const order = (await create(who, { goodsId: book.id, quantity: 3, couponId })).data;
    expect((await goodsRow(book.id)).stock).toBe(1);
    await t.app.db
      .updateTable('shop_order')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', order.id)
      .execute();
    const destroy = () =>
      call<{ action: string }>(t.app, 'DELETE', '/pc/orders/destroy', {
        token: who.token,
        query: { id: order.id },
      });
    await Promise.all([destroy(), sweep(ctx), sweep(ctx), destroy()]);
    expect((await goodsRow(book.id)).stock).toBe(4);
    expect(await couponRow(couponId)).toMatchObject({ status: 'available', order_id: null });
    expect((await eventsOf(order.id)).filter((s) => s === 'closed')).toHaveLength(1);
    // Closed orders can be removed from the list; then they are gone for the buyer.
    const shown = await call(t.app, 'GET', '/pc/orders/show', {
      token: who.token,
      query: { id: order.id },
    });
    expect(shown.status).toBe(404);
    expect((await goodsRow(book.id)).stock).toBe(4);
  });

  it('cancels an unpaid order at the buyer’s word, and then deletes it', async () => {
    const who = await buyer();
    const book = await newBook(t.app, { price: 5000, stock: 2 });
    const couponId = await giveCoupon(t.app, who.id, { amount: 500 });
    const order = (await create(who, { goodsId: book.id, couponId })).data;
    const cancelled = await call<{ action: string }>(t.app, 'DELETE', '/pc/orders/destroy', {
      token: who.token,
      query: { id: order.id },
    });
    expect(cancelled).toMatchObject({
      code: 200,
      msg: '订单已取消',
      data: { action: 'cancelled' },
    });
    expect((await goodsRow(book.id)).stock).toBe(2);
    expect((await couponRow(couponId)).status).toBe('available');
    const detail = await call<OrderDetail>(t.app, 'GET', '/pc/orders/show', {
      token: who.token,
      query: { id: order.id },
    });
    expect(detail.data).toMatchObject({ state: 'closed', closedReason: '已取消', canDelete: true });
    expect((await confirmLocal(t.app, order.url)).code).toBe(400);

    // Money arriving for it anyway is kept for a refund; the stock is not taken again.
    const late = signed(order, 5300);
    expect((await notify(late.headers, late.body)).statusCode).toBe(204);
    expect((await orderRow(order.id)).status).toBe('refunding');
    expect((await goodsRow(book.id)).stock).toBe(2);
    const notDeletable = await call(t.app, 'DELETE', '/pc/orders/destroy', {
      token: who.token,
      query: { id: order.id },
    });
    expect(notDeletable.code).toBe(400);
  });

  it('expires unpaid orders, releasing stock and coupon exactly once', async () => {
    const who = await buyer();
    const book = await newBook(t.app, { price: 5000, stock: 3 });
    const couponId = await giveCoupon(t.app, who.id, { amount: 800 });
    const order = (await create(who, { goodsId: book.id, quantity: 2, couponId })).data;
    await t.app.db
      .updateTable('shop_order')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', order.id)
      .execute();
    // Read as closed at once, before any sweep.
    const before = await call<OrderPayState>(t.app, 'GET', '/pc/orders/query', {
      token: who.token,
      query: { id: order.id },
    });
    expect(before.data).toMatchObject({ payState: 2, state: 'closed' });
    published.length = 0;
    await Promise.all([sweep(ctx), sweep(ctx), sweep(ctx)]);
    await sweep(ctx);
    expect(await orderRow(order.id)).toMatchObject({
      status: 'closed',
      closed_reason: '超时未支付',
    });
    expect((await goodsRow(book.id)).stock).toBe(3);
    expect(await couponRow(couponId)).toMatchObject({ status: 'available', order_id: null });
    expect(published.filter((id) => id === order.id)).toHaveLength(1);
    expect((await confirmLocal(t.app, order.url)).msg).toBe('订单已失效，请在电脑上重新下单');
  });

  it("answers 404 for another person's order on every route", async () => {
    const owner = await buyer();
    const book = await newBook(t.app, { price: 5000, stock: 5 });
    const order = (await create(owner, { goodsId: book.id })).data;
    const other = await buyer();
    const before = await shopSnapshot(t.app);
    const answers = [
      await call(t.app, 'GET', '/pc/orders/show', { token: other.token, query: { id: order.id } }),
      await call(t.app, 'GET', '/pc/orders/query', { token: other.token, query: { id: order.id } }),
      await call(t.app, 'DELETE', '/pc/orders/destroy', {
        token: other.token,
        query: { id: order.id },
      }),
      await call(t.app, 'POST', '/pc/orders/pay', { token: other.token, body: { id: order.id } }),
      await call(t.app, 'POST', '/pc/orders/receive', {
        token: other.token,
        body: { id: order.id },
      }),
      await call(t.app, 'GET', `/pc/orders/events/${order.id}`, { token: other.token }),
      await call(t.app, 'GET', '/kuaidi100/queryTrack', {
        token: other.token,
        query: { orderId: order.id },
        api: 'learning',
      }),
      // Ordering to someone else's address.
      await create(other, { goodsId: book.id, addressId: owner.addressId }),
    ];
    for (const res of answers) expect(res.status).toBe(404);
    expect(await shopSnapshot(t.app)).toEqual(before);
    const list = await call<{ list: OrderListItem[] }>(t.app, 'GET', '/pc/orders/index', {
      token: other.token,
    });
    expect(list.data.list).toEqual([]);
  });

  it('refuses every bad field with its Chinese message and writes nothing', async () => {
    const who = await buyer();
    const book = await newBook(t.app, { price: 5000, stock: 3 });
    const soldOut = await newBook(t.app, { price: 5000, stock: 0 });
    const other = await buyer();
    const othersCoupon = await giveCoupon(t.app, other.id, { amount: 500 });
    const highBar = await giveCoupon(t.app, who.id, { amount: 500, minSpend: 20000 });
    const expired = await giveCoupon(t.app, who.id, {
      amount: 500,
      from: new Date(Date.now() - 86_400_000 * 3).toISOString(),
      until: new Date(Date.now() - 86_400_000).toISOString(),
    });
    const future = await giveCoupon(t.app, who.id, {
      amount: 500,
      from: new Date(Date.now() + 86_400_000).toISOString(),
      until: new Date(Date.now() + 86_400_000 * 3).toISOString(),
    });
    const courses = await giveCoupon(t.app, who.id, {
      amount: 500,
      scope: 'kind',
      scopeKind: 'course',
    });
    const named = await giveCoupon(t.app, who.id, {
      amount: 500,
      scope: 'goods',
      goodsIds: [soldOut.id],
    });
    const plenty = await newBook(t.app, { stock: 50 });
    const before = await shopSnapshot(t.app);
    const cases: Array<[Record<string, unknown>, string, number?]> = [
      [{ goodsId: undefined }, '请选择商品'],
      [{ goodsId: 'abc' }, '商品编号不正确'],
      [{ goodsId: 0 }, '商品编号不正确'],
      [{ goodsId: 99999999 }, '商品不存在或已下架', 404],
      [{ quantity: undefined }, '请填写购买数量'],
      [{ quantity: 0 }, '购买数量应为1-99'],
      [{ quantity: 100 }, '购买数量应为1-99'],
      [{ quantity: 1.5 }, '购买数量应为1-99'],
      [{ quantity: 4 }, '库存不足，仅剩3件'],
      [{ quantity: 11, goodsId: plenty.id }, '每单最多购买10件'],
      [{ goodsId: soldOut.id }, '商品已售罄'],
      [{ addressId: undefined }, '请选择收货地址'],
      [{ addressId: 'x' }, '收货地址不正确'],
      [{ addressId: other.addressId }, '收货地址不存在', 404],
      [{ couponId: 'x' }, '优惠券不正确'],
      [{ couponId: othersCoupon }, '优惠券不存在', 404],
      [{ couponId: highBar }, '未达到使用门槛，还差150.00元'],
      [{ couponId: expired }, '优惠券已过期'],
      [{ couponId: future }, '尚未到使用时间'],
      [{ couponId: courses }, '不适用于所选商品'],
      [{ couponId: named }, '不适用于所选商品'],
      [{ remark: '备'.repeat(101) }, '订单备注不能超过100个字'],
    ];
    for (const [change, msg, code = 400] of cases) {
      const body: Record<string, unknown> = {
        goodsId: book.id,
        quantity: 1,
        addressId: who.addressId,
        ...change,
      };
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      const res = await call(t.app, 'POST', '/pc/orders/create', { token: who.token, body });
      expect({ change, code: res.code, msg: res.msg }).toEqual({ change, code, msg });
    }
    expect(await shopSnapshot(t.app)).toEqual(before);
  });

  it('holds at most 5 unpaid orders per person', async () => {
    const who = await buyer();
    const book = await newBook(t.app, { price: 1000, stock: 50 });
    const results = await Promise.all(
      Array.from({ length: 7 }, () => create(who, { goodsId: book.id })),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(5);
    expect(results.filter((r) => r.code === 400).map((r) => r.msg)).toEqual([
      '您有多笔待支付订单，请先支付或取消后再下单',
      '您有多笔待支付订单，请先支付或取消后再下单',
    ]);
  });

  it('lists shop and VIP orders together by tab, newest first, a page at a time', async () => {
    const who = await buyer();
    const book = await newBook(t.app, { price: 2000, stock: 50 });
    const paid = (await create(who, { goodsId: book.id })).data;
    await confirmLocal(t.app, paid.url);
    const unpaid = (await create(who, { goodsId: book.id })).data;
    const packages = await call<Array<{ name: string; product: Array<{ id: number }> }>>(
      t.app,
      'GET',
      '/pc/getvipproduct',
      { token: who.token, query: { type: 1 } },
    );
    const vip = await call<{ id: number; orderNum: string; url: string }>(
      t.app,
      'POST',
      '/pc/vipOrders/create',
      { token: who.token, body: { type: 1, vipProductId: packages.data[0]!.product[0]!.id } },
    );
    expect(vip.code).toBe(200);
    await confirmLocal(t.app, vip.data.url);

    const tab = async (name: string, page = 1, pageSize = 10) =>
      (
        await call<{ list: OrderListItem[]; total: number }>(t.app, 'GET', '/pc/orders/index', {
          token: who.token,
          query: { tab: name, page, pageSize },
        })
      ).data;
    const all = await tab('all');
    expect(all.total).toBe(3);
    expect(all.list.map((o) => [o.source, o.orderNum])).toEqual([
      ['vip', vip.data.orderNum],
      ['shop', unpaid.orderNum],
      ['shop', paid.orderNum],
    ]);
    expect(all.list[0]).toMatchObject({ kind: 'vip', state: 'received', stateText: '已开通' });
    expect(all.list[1]).toMatchObject({ state: 'unpaid', canPay: true, canCancel: true });
    expect(all.list[2]).toMatchObject({ state: 'paid', stateText: '待发货', canPay: false });
    expect((await tab('unpaid')).list.map((o) => o.id)).toEqual([unpaid.id]);
    expect((await tab('paid')).list.map((o) => o.id)).toEqual([paid.id]);
    expect((await tab('received')).list.map((o) => o.source)).toEqual(['vip']);
    expect((await tab('all', 2, 2)).list.map((o) => o.orderNum)).toEqual([paid.orderNum]);
    const bad = await call(t.app, 'GET', '/pc/orders/index', {
      token: who.token,
      query: { tab: 'nope' },
    });
    expect(bad).toMatchObject({ code: 400, msg: '订单分类不正确' });

    const again = await call<CreatedView>(t.app, 'POST', '/pc/orders/pay', {
      token: who.token,
      body: { id: unpaid.id },
    });
    expect(again.data).toMatchObject({ orderNum: unpaid.orderNum, payAmount: unpaid.payAmount });
    const paidAgain = await call(t.app, 'POST', '/pc/orders/pay', {
      token: who.token,
      body: { id: paid.id },
    });
    expect(paidAgain).toMatchObject({ code: 400, msg: '订单已支付' });
  });
});
