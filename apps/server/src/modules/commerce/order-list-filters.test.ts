import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idCardCheckChar } from '@shangan/shared';
import type {
  Checkout,
  CreatedShopOrder,
  OrderListItem,
} from '@shangan/shared/contracts/commerce/orders';
import type { EnlistExam, Enlistment, Position } from '@shangan/shared/contracts/enlistment';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import {
  call,
  confirmLocal,
  newAddress,
  newBook,
  newUser,
  type CreatedView,
} from './commerce.test-support.ts';

/**
 * 我的订单 narrowed to one enlistment or to one course (the orders the module owning the row
 * links to it), and the most the confirm page may ask for.
 */
describe.each(engines)('order list filters and checkout limits on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
  });
  afterAll(() => t.close());

  type Page = { list: OrderListItem[]; total: number };
  const list = (token: string, query: Record<string, string | number> = {}) =>
    call<Page>(t.app, 'GET', '/pc/orders/index', { token, query });
  const buyBook = async (who: { token: string }, goodsId: number) => {
    const addressId = await newAddress(t.app, who.token);
    const created = await call<CreatedView>(t.app, 'POST', '/pc/orders/create', {
      token: who.token,
      body: { goodsId, quantity: 1, addressId },
    });
    expect(created.code).toBe(200);
    return created.data;
  };
  /** Enlists the person for the first open exam and opens the fee's order. */
  const enlist = async (who: { token: string }) => {
    const exam = (await call<EnlistExam[]>(t.app, 'GET', '/app/enlist/exams')).data[0]!;
    const position = (
      await call<{ list: Position[] }>(t.app, 'GET', '/app/enlist/positions', {
        query: { examId: exam.id, education: 'doctor', pageSize: 1 },
      })
    ).data.list[0]!;
    const first17 = `32010219990615${String(100 + Math.floor(Math.random() * 900))}`;
    const saved = await call<Enlistment>(t.app, 'POST', '/app/updateBsEnlist', {
      token: who.token,
      body: {
        positionCode: position.code,
        name: '李上岸',
        idCard: `${first17}${idCardCheckChar(first17)}`,
        phone: '13912345678',
        education: 'doctor',
        major: '法学',
        school: '南京大学',
        politicalStatus: 'party_member',
      },
    });
    expect(saved.code).toBe(200);
    const order = await call<CreatedShopOrder>(t.app, 'POST', '/app/enlist/pay', {
      token: who.token,
      body: { id: saved.data.id },
    });
    expect(order.code).toBe(200);
    return { enlistment: saved.data, order: order.data };
  };

  it("lists only an enlistment's fee order, and nothing for someone else's enlistment", async () => {
    const who = await newUser(t.app);
    const book = await newBook(t.app);
    const bookOrder = await buyBook(who, book.id);
    const { enlistment, order } = await enlist(who);

    const all = await list(who.token);
    expect(all.data.list.map((o) => o.orderNum).sort()).toEqual(
      [bookOrder.orderNum, order.orderNum].sort(),
    );
    const narrowed = await list(who.token, { enlistId: enlistment.id });
    expect(narrowed.data).toMatchObject({ total: 1, list: [{ orderNum: order.orderNum }] });
    expect(narrowed.data.list[0]).toMatchObject({ kind: 'enlist_service', state: 'unpaid' });

    // Paid, it is still the enlistment's order, under its tab.
    await confirmLocal(t.app, order.url);
    const paid = await list(who.token, { enlistId: enlistment.id, tab: 'received' });
    expect(paid.data.list.map((o) => o.orderNum)).toEqual([order.orderNum]);
    expect((await list(who.token, { enlistId: enlistment.id, tab: 'unpaid' })).data.total).toBe(0);

    const other = await newUser(t.app);
    expect((await list(other.token, { enlistId: enlistment.id })).data).toEqual({
      list: [],
      total: 0,
    });
    expect((await list(who.token, { enlistId: 999_999 })).data.total).toBe(0);
  });

  it('lists only the orders placed for a course, and never a VIP order then', async () => {
    const who = await newUser(t.app);
    const courses = await call<{ list: Array<{ id: number; isFree: boolean; kind: string }> }>(
      t.app,
      'GET',
      '/pc/courses',
      { query: { price: 'paid', kind: 'micro', pageSize: 50 } },
    );
    const [wanted, other] = courses.data.list;
    const orderCourse = async (courseId: number) => {
      const created = await call<CreatedShopOrder>(t.app, 'POST', '/pc/courses/order', {
        token: who.token,
        body: { courseId },
      });
      expect(created.code).toBe(200);
      return created.data;
    };
    const first = await orderCourse(wanted!.id);
    const cancelled = await call(t.app, 'DELETE', '/pc/orders/destroy', {
      token: who.token,
      query: { id: first.id },
    });
    expect(cancelled.code).toBe(200);
    await orderCourse(other!.id);
    const second = await orderCourse(wanted!.id);
    expect(second.orderNum).not.toBe(first.orderNum);
    const groups = await call<Array<{ product: Array<{ id: number; isBuy: boolean }> }>>(
      t.app,
      'GET',
      '/pc/getvipproduct',
      { token: who.token, query: { type: 1 } },
    );
    const vipPackage = groups.data.flatMap((g) => g.product).find((p) => p.isBuy)!;
    const vip = await call(t.app, 'POST', '/pc/vipOrders/create', {
      token: who.token,
      body: { type: 1, vipProductId: vipPackage.id },
    });
    expect(vip.code).toBe(200);
    expect((await list(who.token)).data.list.map((o) => o.kind)).toContain('vip');

    const narrowed = await list(who.token, { courseId: wanted!.id });
    expect(narrowed.data.total).toBe(2);
    expect(narrowed.data.list.map((o) => o.orderNum)).toEqual([second.orderNum, first.orderNum]);
    expect((await list(who.token, { courseId: wanted!.id, tab: 'closed' })).data.total).toBe(1);
    expect((await list(who.token, { courseId: 999_999 })).data.total).toBe(0);
    const stranger = await newUser(t.app);
    expect((await list(stranger.token, { courseId: wanted!.id })).data.total).toBe(0);

    const bad = await list(who.token, { courseId: 0 });
    expect(bad).toMatchObject({ status: 400, msg: '课程编号不正确' });
    expect(await list(who.token, { enlistId: 'x' })).toMatchObject({
      status: 400,
      msg: '报名编号不正确',
    });
  });

  it('tells the confirm page the most it may ask for', async () => {
    const who = await newUser(t.app);
    const checkout = (goodsId: number) =>
      call<Checkout>(t.app, 'GET', '/pc/orders/checkout', {
        token: who.token,
        query: { goodsId, quantity: 1 },
      });
    const few = await newBook(t.app, { stock: 3 });
    expect((await checkout(few.id)).data.maxQuantity).toBe(3);
    const many = await newBook(t.app, { stock: 500 });
    const limited = await t.app.db
      .selectFrom('shop_goods')
      .select('max_per_order')
      .where('id', '=', many.id)
      .executeTakeFirstOrThrow();
    expect((await checkout(many.id)).data.maxQuantity).toBe(Math.min(99, limited.max_per_order));
    const soldOut = await newBook(t.app, { stock: 0 });
    expect((await checkout(soldOut.id)).data).toMatchObject({
      maxQuantity: 1,
      problem: '商品已售罄',
    });
  });
});
