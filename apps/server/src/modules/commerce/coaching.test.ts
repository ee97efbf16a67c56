import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CoachingCheckout,
  CoachingProduct,
  CoachingSlot,
  CoachingType,
} from '@shangan/shared/contracts/commerce/coaching';
import type { DepositOffer } from '@shangan/shared/contracts/commerce/deposits';
import type { OrderDetail } from '@shangan/shared/contracts/commerce/orders';
import { createLocalPayment } from '../../providers/payment/local-payment.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { DEPOSIT_USED, SEAT_TAKEN } from './coaching-orders.ts';
import type { CommerceContext } from './commerce-context.ts';
import {
  call,
  confirmLocal,
  giveCoupon,
  newUser,
  shopSnapshot,
  type CreatedView,
} from './commerce.test-support.ts';
import { holdDeposit, releaseDeposit } from './deposits.repository.ts';
import { sweep } from './order-sweeper.ts';

const HOUR_MS = 3_600_000;

describe.each(engines)('coaching and deposits on %s', (engine) => {
  let t: TestApp;
  let ctx: CommerceContext;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    ctx = {
      db: t.app.db,
      engine: t.app.dbEngine,
      config: t.app.config,
      log: t.app.log,
      payment: createLocalPayment({
        publicUrl: t.app.config.publicUrl,
        secret: t.app.config.appSecret,
      }),
      events: {
        publish: async () => undefined,
        subscribe: () => () => undefined,
        close: async () => undefined,
      },
      parcels: { name: 'local', query: async () => ({ state: null, traces: [] }) },
    };
  });
  afterAll(() => t.close());

  const productOf = async (type: CoachingType) =>
    (await call<CoachingProduct>(t.app, 'GET', '/pc/coaching/show', { query: { type } })).data;

  /** A slot of its own for a test, `hours` from now, on the product's first coach. */
  const newSlot = async (type: CoachingType, capacity: number, hours = 72) => {
    const product = await t.app.db
      .selectFrom('coaching_product')
      .select('id')
      .where('type', '=', type)
      .executeTakeFirstOrThrow();
    const coach = await t.app.db
      .selectFrom('coaching_product_coach')
      .select('coach_id')
      .where('product_id', '=', product.id)
      .orderBy('sort_order')
      .executeTakeFirstOrThrow();
    const starts = new Date(Date.now() + hours * HOUR_MS);
    const now = new Date().toISOString();
    return t.app.db
      .insertInto('coaching_slot')
      .values({
        product_id: product.id,
        coach_id: coach.coach_id,
        starts_at: starts.toISOString(),
        ends_at: new Date(starts.getTime() + 2 * HOUR_MS).toISOString(),
        capacity,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  };
  const slotRow = (id: number) =>
    t.app.db.selectFrom('coaching_slot').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const orderRow = (id: number) =>
    t.app.db.selectFrom('shop_order').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const buy = (token: string, body: Record<string, unknown>) =>
    call<CreatedView>(t.app, 'POST', '/pc/coaching/orders/create', {
      token,
      body: { name: '李上岸', phone: '13912345678', ...body },
    });
  const countRows = async (table: 'coaching_booking' | 'shop_deposit') =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const expire = (orderId: number) =>
    t.app.db
      .updateTable('shop_order')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', orderId)
      .execute();

  it('shows the four products with their programme, coaches (drawn avatars) and two weeks of slots', async () => {
    for (const type of ['ydybs', 'ydyms', 'yddbs', 'yddms'] as const) {
      const product = await productOf(type);
      expect(product).toMatchObject({ type, onSale: true });
      expect(product.programme.length).toBeGreaterThanOrEqual(6);
      expect(product.sessionCount).toBe(product.programme.length);
      expect(product.coaches.length).toBeGreaterThanOrEqual(2);
      expect(product.coaches.length).toBeLessThanOrEqual(3);
      for (const coach of product.coaches) {
        expect(coach.avatar).toMatchObject({ width: 240, height: 240 });
        const picture = await t.app.inject({ method: 'GET', url: coach.avatar.url });
        expect(picture.headers['content-type']).toContain('image/svg+xml');
      }
      const slots = (
        await call<CoachingSlot[]>(t.app, 'GET', '/pc/coaching/slots', { query: { type } })
      ).data;
      expect(slots.length).toBeGreaterThan(10);
      const last = Date.parse(slots.at(-1)!.startsAt);
      expect(last).toBeGreaterThan(Date.now() + 12 * 24 * HOUR_MS);
      expect(last).toBeLessThan(Date.now() + 15 * 24 * HOUR_MS);
      for (const slot of slots) {
        if (product.mode === 'one') expect(slot.capacity).toBe(1);
        else expect(slot.capacity).toBeGreaterThanOrEqual(6);
        expect(slot.capacity).toBeLessThanOrEqual(20);
        expect(slot).toMatchObject({ seatsLeft: slot.capacity, bookable: true, reason: null });
      }
    }
    expect((await productOf('ydyms')).deposit).toEqual({
      goodsId: expect.any(Number),
      price: '500.00',
      deduct: '1000.00',
    });
    const bad = await call(t.app, 'GET', '/pc/coaching/show', { query: { type: 'abc' } });
    expect(bad).toMatchObject({ status: 400, msg: '辅导类型不正确' });
  });

  it('sells a one-seat slot to exactly 1 of 10 parallel buyers', async () => {
    const product = await productOf('ydybs');
    const slot = await newSlot('ydybs', 1);
    const buyers = await Promise.all(Array.from({ length: 10 }, () => newUser(t.app)));
    const before = await countRows('coaching_booking');
    const results = await Promise.all(
      buyers.map((who) => buy(who.token, { goodsId: product.goodsId, slotId: slot.id })),
    );
    const won = results.filter((r) => r.code === 200);
    expect(won).toHaveLength(1);
    for (const lost of results.filter((r) => r.code !== 200)) {
      expect(lost).toMatchObject({ status: 400, msg: SEAT_TAKEN });
    }
    expect((await slotRow(slot.id)).taken).toBe(1);
    expect(await countRows('coaching_booking')).toBe(before + 1);

    const slots = (
      await call<CoachingSlot[]>(t.app, 'GET', '/pc/coaching/slots', { query: { type: 'ydybs' } })
    ).data;
    expect(slots.find((s) => s.id === slot.id)).toMatchObject({
      seatsLeft: 0,
      bookable: false,
      reason: '已约满',
    });
    // Paid through the shared notify route: the seat stays taken, the order is done.
    const paid = await confirmLocal(t.app, won[0]!.data.url);
    expect(paid.data.state).toBe(1);
    expect(await orderRow(won[0]!.data.id)).toMatchObject({ status: 'received', kind: 'coaching' });
    expect((await slotRow(slot.id)).taken).toBe(1);
    const winner = buyers[results.indexOf(won[0]!)]!;
    const detail = await call<OrderDetail>(t.app, 'GET', '/pc/orders/show', {
      token: winner.token,
      query: { id: won[0]!.data.id },
    });
    expect(detail.data.booking).toMatchObject({
      type: 'ydybs',
      startsAt: slot.starts_at,
      name: '李上岸',
      phone: '13912345678',
      released: false,
    });
    expect(detail.data.depositDeduction).toBeUndefined();
  });

  it('gives the seat of an expired or cancelled order back once, even racing the sweeper', async () => {
    const product = await productOf('yddbs');
    const slot = await newSlot('yddbs', 3);
    const [a, b, c] = await Promise.all([newUser(t.app), newUser(t.app), newUser(t.app)]);
    const orderA = (await buy(a.token, { goodsId: product.goodsId, slotId: slot.id })).data;
    const orderB = (await buy(b.token, { goodsId: product.goodsId, slotId: slot.id })).data;
    await buy(c.token, { goodsId: product.goodsId, slotId: slot.id });
    expect((await slotRow(slot.id)).taken).toBe(3);

    await expire(orderA.id);
    await Promise.all([sweep(ctx), sweep(ctx), sweep(ctx)]);
    await sweep(ctx);
    expect((await slotRow(slot.id)).taken).toBe(2);

    const cancel = () =>
      call(t.app, 'DELETE', '/pc/orders/destroy', { token: b.token, query: { id: orderB.id } });
    await expire(orderB.id);
    await Promise.all([cancel(), sweep(ctx), cancel(), sweep(ctx)]);
    expect((await slotRow(slot.id)).taken).toBe(1);
    expect(await orderRow(orderB.id)).toMatchObject({ status: 'closed' });

    const detail = await call<OrderDetail>(t.app, 'GET', '/pc/orders/show', {
      token: a.token,
      query: { id: orderA.id },
    });
    expect(detail.data).toMatchObject({ state: 'closed', booking: { released: true } });
    // The freed seats can be bought again; the closed order's money would be refunded.
    const again = await buy(a.token, { goodsId: product.goodsId, slotId: slot.id });
    expect(again.code).toBe(200);
    expect((await slotRow(slot.id)).taken).toBe(2);
    expect((await confirmLocal(t.app, orderA.url)).code).toBe(400);
    expect((await slotRow(slot.id)).taken).toBe(2);
  });

  it('deducts a paid deposit from the balance once, and hands it back when the balance closes unpaid', async () => {
    const product = await productOf('ydyms');
    const depositGoods = product.deposit!.goodsId;
    const who = await newUser(t.app);
    const show = async () =>
      (
        await call<DepositOffer>(t.app, 'GET', '/pc/deposits/show', {
          token: who.token,
          query: { id: depositGoods },
        })
      ).data;
    expect(await show()).toMatchObject({
      price: '500.00',
      deduct: '1000.00',
      target: { goodsId: product.goodsId, price: '5980.00', balance: '4980.00' },
      mine: null,
    });

    const depositOrder = await call<CreatedView>(t.app, 'POST', '/pc/deposits/create', {
      token: who.token,
      body: { goodsId: depositGoods, payAmount: '0.01', price: '0.01' },
    });
    expect(depositOrder.data).toMatchObject({ payAmount: '500.00' });
    expect((await show()).mine).toMatchObject({ state: 'unpaid', stateText: '待支付定金' });
    const twice = await call(t.app, 'POST', '/pc/deposits/create', {
      token: who.token,
      body: { goodsId: depositGoods },
    });
    expect(twice).toMatchObject({ status: 400, msg: '您有待支付的定金订单，请在订单中继续支付' });

    const slot = await newSlot('ydyms', 1);
    const unpaid = await buy(who.token, {
      goodsId: product.goodsId,
      slotId: slot.id,
      depositId: (await show()).mine!.id,
    });
    expect(unpaid).toMatchObject({ status: 400, msg: '定金尚未支付' });
    expect((await slotRow(slot.id)).taken).toBe(0);

    expect((await confirmLocal(t.app, depositOrder.data.url)).data.state).toBe(1);
    const mine = (await show()).mine!;
    expect(mine).toMatchObject({ state: 'paid', stateText: '待付尾款', balanceOrderId: null });

    const checkout = await call<CoachingCheckout>(t.app, 'GET', '/pc/coaching/checkout', {
      token: who.token,
      query: { goodsId: product.goodsId, slotId: slot.id, depositId: mine.id },
    });
    expect(checkout.data).toMatchObject({
      goodsAmount: '5980.00',
      depositDeduction: '1000.00',
      discount: '0.00',
      payAmount: '4980.00',
      depositId: mine.id,
      usableDeposit: { id: mine.id, paid: '500.00', deduct: '1000.00' },
      problem: null,
    });

    // Ten balance orders naming the deposit at once, each for a slot of its own: one deducts it.
    const slots = await Promise.all(Array.from({ length: 10 }, () => newSlot('ydyms', 1)));
    const results = await Promise.all(
      slots.map((s) =>
        buy(who.token, { goodsId: product.goodsId, slotId: s.id, depositId: mine.id }),
      ),
    );
    const won = results.filter((r) => r.code === 200);
    expect(won).toHaveLength(1);
    expect(won[0]!.data).toMatchObject({ goodsAmount: '5980.00', payAmount: '4980.00' });
    for (const lost of results.filter((r) => r.code !== 200)) {
      expect(lost).toMatchObject({ status: 400, msg: DEPOSIT_USED });
    }
    const seats = await Promise.all(slots.map((s) => slotRow(s.id)));
    expect(seats.reduce((sum, s) => sum + s.taken, 0)).toBe(1);
    expect((await show()).mine).toMatchObject({ state: 'held', balanceOrderId: won[0]!.data.id });
    const detail = await call<OrderDetail>(t.app, 'GET', '/pc/orders/show', {
      token: who.token,
      query: { id: won[0]!.data.id },
    });
    expect(detail.data).toMatchObject({
      goodsAmount: '5980.00',
      depositDeduction: '1000.00',
      payAmount: '4980.00',
    });

    // The balance order expires: seat and deposit come back once; the next balance deducts it.
    await expire(won[0]!.data.id);
    await Promise.all([sweep(ctx), sweep(ctx)]);
    expect((await show()).mine).toMatchObject({ state: 'paid', balanceOrderId: null });
    expect((await orderRow(won[0]!.data.id)).deposit_deduction).toBe(100_000);

    // The conditional update alone holds, without the buyer's lock: ten parallel holds of the
    // free deposit, exactly one wins.
    const holds = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.db
          .transaction()
          .execute((trx) =>
            holdDeposit(trx, mine.id, who.id, won[0]!.data.id, new Date().toISOString()),
          ),
      ),
    );
    expect(holds.filter(Boolean)).toHaveLength(1);
    await releaseDeposit(t.app.db, won[0]!.data.id, new Date().toISOString());

    const balance = await buy(who.token, {
      goodsId: product.goodsId,
      slotId: slot.id,
      depositId: mine.id,
    });
    expect(balance.data.payAmount).toBe('4980.00');
    expect((await confirmLocal(t.app, balance.data.url)).data.state).toBe(1);
    expect((await show()).mine).toMatchObject({ state: 'used', stateText: '已抵扣' });
    const usedAgain = await buy(who.token, {
      goodsId: product.goodsId,
      slotId: slots[0]!.id,
      depositId: mine.id,
    });
    expect(usedAgain).toMatchObject({ status: 400, msg: DEPOSIT_USED });
    const afterUse = await call<CoachingCheckout>(t.app, 'GET', '/pc/coaching/checkout', {
      token: who.token,
      query: { goodsId: product.goodsId, slotId: slots[0]!.id, depositId: mine.id },
    });
    expect(afterUse.data).toMatchObject({
      depositDeduction: '0.00',
      payAmount: '5980.00',
      depositId: null,
      usableDeposit: null,
    });
  });

  it('refuses a deposit for another product or of another person', async () => {
    const ydyms = await productOf('ydyms');
    const yddbs = await productOf('yddbs');
    const owner = await newUser(t.app);
    const order = await call<CreatedView>(t.app, 'POST', '/pc/deposits/create', {
      token: owner.token,
      body: { goodsId: ydyms.deposit!.goodsId },
    });
    await confirmLocal(t.app, order.data.url);
    const deposit = await t.app.db
      .selectFrom('shop_deposit')
      .select('id')
      .where('order_id', '=', order.data.id)
      .executeTakeFirstOrThrow();
    const slot = await newSlot('yddbs', 5);
    const wrongProduct = await buy(owner.token, {
      goodsId: yddbs.goodsId,
      slotId: slot.id,
      depositId: deposit.id,
    });
    expect(wrongProduct).toMatchObject({ status: 400, msg: '该定金不能用于此课程' });
    const other = await newUser(t.app);
    const ydymsSlot = await newSlot('ydyms', 1);
    const notMine = await buy(other.token, {
      goodsId: ydyms.goodsId,
      slotId: ydymsSlot.id,
      depositId: deposit.id,
    });
    expect(notMine).toMatchObject({ status: 404, msg: '定金不存在' });
    expect((await slotRow(slot.id)).taken).toBe(0);
    expect((await slotRow(ydymsSlot.id)).taken).toBe(0);
  });

  it('prices the seat on the server whatever amounts the client sends', async () => {
    const product = await productOf('yddms');
    const slot = await newSlot('yddms', 8);
    const who = await newUser(t.app);
    const couponId = await giveCoupon(t.app, who.id, {
      amount: 20_000,
      minSpend: 200_000,
      scope: 'kind',
      scopeKind: 'coaching',
    });
    const res = await buy(who.token, {
      goodsId: product.goodsId,
      slotId: slot.id,
      couponId,
      payAmount: '0.01',
      price: '0.01',
      discount: '2680.00',
      depositDeduction: '2679.00',
    });
    expect(res.data).toMatchObject({
      goodsAmount: '2680.00',
      discount: '200.00',
      payAmount: '2480.00',
    });
    expect(await orderRow(res.data.id)).toMatchObject({
      goods_amount: 268_000,
      discount: 20_000,
      deposit_deduction: 0,
      pay_amount: 248_000,
    });
    expect(res.data.url).toContain(res.data.orderNum);
  });

  it('refuses every bad field with its Chinese message and writes nothing', async () => {
    const product = await productOf('ydybs');
    const other = await productOf('yddms');
    const slot = await newSlot('ydybs', 1);
    const soon = await newSlot('ydybs', 1, 1);
    const otherSlot = await newSlot('yddms', 6);
    const who = await newUser(t.app);
    const stranger = await newUser(t.app);
    const strangersCoupon = await giveCoupon(t.app, stranger.id, { amount: 500 });
    const book = await t.app.db
      .selectFrom('shop_goods')
      .select('id')
      .where('kind', '=', 'book')
      .executeTakeFirstOrThrow();
    const good = { goodsId: product.goodsId, slotId: slot.id };
    const snapshot = async () => ({
      shop: await shopSnapshot(t.app),
      bookings: await countRows('coaching_booking'),
      deposits: await countRows('shop_deposit'),
      seats: await t.app.db
        .selectFrom('coaching_slot')
        .select(['id', 'taken'])
        .orderBy('id')
        .execute(),
    });
    const before = await snapshot();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...good, slotId: undefined }, 400, '请选择上课时间'],
      [{ ...good, slotId: 'x' }, 400, '上课时间不正确'],
      [{ ...good, goodsId: undefined }, 400, '请选择辅导课程'],
      [{ ...good, name: undefined }, 400, '请填写学员姓名'],
      [{ ...good, name: '李' }, 400, '学员姓名应为2-20个汉字或字母'],
      [{ ...good, name: '<script>' }, 400, '学员姓名应为2-20个汉字或字母'],
      [{ ...good, phone: '12345' }, 400, '请输入正确的手机号码'],
      [{ ...good, phone: undefined }, 400, '请输入手机号码'],
      [{ ...good, adviserId: 0 }, 400, '课程顾问不正确'],
      [{ ...good, adviserId: 999_999 }, 400, '所选课程顾问不存在，请重新选择'],
      [{ ...good, couponId: -1 }, 400, '优惠券不正确'],
      [{ ...good, couponId: strangersCoupon }, 404, '优惠券不存在'],
      [{ ...good, depositId: 'a' }, 400, '定金不正确'],
      [{ ...good, depositId: 999_999 }, 404, '定金不存在'],
      [{ ...good, remark: '备'.repeat(101) }, 400, '备注不能超过100个字'],
      [{ ...good, slotId: otherSlot.id }, 404, '上课时间不存在，请重新选择'],
      [{ ...good, slotId: 999_999 }, 404, '上课时间不存在，请重新选择'],
      [{ ...good, goodsId: other.goodsId }, 404, '上课时间不存在，请重新选择'],
      [{ ...good, goodsId: book.id }, 404, '商品不存在或已下架'],
      [{ ...good, slotId: soon.id }, 400, '即将开课，停止预约'],
    ];
    for (const [body, status, msg] of cases) {
      const sent = Object.fromEntries(
        Object.entries({ name: '李上岸', phone: '13912345678', ...body }).filter(
          ([, v]) => v !== undefined,
        ),
      );
      const res = await call(t.app, 'POST', '/pc/coaching/orders/create', {
        token: who.token,
        body: sent,
      });
      expect({ body: sent, status: res.status, msg: res.msg }).toEqual({ body: sent, status, msg });
    }
    const anonymous = await call(t.app, 'POST', '/pc/coaching/orders/create', {
      body: { ...good, name: '李上岸', phone: '13912345678' },
    });
    expect(anonymous.status).toBe(401);
    const badDeposit = await call(t.app, 'POST', '/pc/deposits/create', {
      token: who.token,
      body: { goodsId: product.goodsId },
    });
    expect(badDeposit).toMatchObject({ status: 404, msg: '商品不存在或已下架' });
    const noDeposit = await call(t.app, 'POST', '/pc/deposits/create', {
      token: who.token,
      body: {},
    });
    expect(noDeposit).toMatchObject({ status: 400, msg: '请选择定金商品' });
    expect(await snapshot()).toEqual(before);
    // A deposit towards posted goods cannot be deducted yet, so it is not sold.
    const now = new Date().toISOString();
    const bookDeposit = await t.app.db
      .insertInto('shop_goods')
      .values({
        kind: 'deposit',
        title: '图书套装定金',
        price: 1000,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('deposit_product')
      .values({
        goods_id: bookDeposit.id,
        target_goods_id: book.id,
        deduct_amount: 2000,
        created_at: now,
      })
      .execute();
    const before2 = await snapshot();
    const notSold = await call(t.app, 'POST', '/pc/deposits/create', {
      token: who.token,
      body: { goodsId: bookDeposit.id },
    });
    expect(notSold).toMatchObject({ status: 400, msg: '该定金暂未开放购买' });
    expect(await snapshot()).toEqual(before2);
    // The same person twice in one slot of a class: refused, the seat not taken again.
    const classSlot = await newSlot('yddms', 6);
    expect((await buy(who.token, { goodsId: other.goodsId, slotId: classSlot.id })).code).toBe(200);
    const again = await buy(who.token, { goodsId: other.goodsId, slotId: classSlot.id });
    expect(again).toMatchObject({ status: 400, msg: '您已预约该时段，请勿重复购买' });
    expect((await slotRow(classSlot.id)).taken).toBe(1);
  });
});
