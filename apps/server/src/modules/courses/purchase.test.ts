import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedShopOrder, OrderListItem } from '@shangan/shared/contracts/commerce/orders';
import type { CourseDetail, CourseEnrolment } from '@shangan/shared/contracts/courses/catalogue';
import type { MyCourse } from '@shangan/shared/contracts/courses/my-courses';
import { DAY_MS } from '../../lib/time.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import {
  call,
  confirmLocal,
  courseByTitle,
  enrol,
  lessonsOfCourse,
  newLearner,
  newVip,
  TITLES,
} from './courses.test-support.ts';
import { grantRole } from '../accounts/public.ts';
import { lessonVideoOwner } from './video-owner.ts';

/**
 * Buying a course through the shop (order, local pay, the settlement's enrolment), buying twice,
 * free and VIP-free enrolment in one call, packages granting their courses, and 我的订单
 * narrowed to a course.
 */
describe.each(engines)('course purchase on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
  });
  afterAll(() => t.close());

  const order = (token: string, courseId: number, extra: object = {}) =>
    call<CreatedShopOrder>(t.app, 'POST', '/pc/courses/order', {
      token,
      body: { courseId, ...extra },
    });
  const enrolFree = (token: string, courseId: number) =>
    call<CourseEnrolment>(t.app, 'POST', '/pc/courses/enrol', { token, body: { courseId } });
  const enrolmentOf = (userId: number, courseId: number) =>
    t.app.db
      .selectFrom('course_enrolments')
      .selectAll()
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .executeTakeFirst();
  const ordersOf = (userId: number) =>
    t.app.db.selectFrom('shop_order').selectAll().where('user_id', '=', userId).execute();
  const myOrders = (token: string, query: Record<string, string | number>) =>
    call<{ list: OrderListItem[]; total: number }>(t.app, 'GET', '/pc/orders/index', {
      token,
      query,
    });

  it('ends the enrolment an order paid for when finance refund it in the console', async () => {
    const course = await courseByTitle(t.app, TITLES.groupTalk);
    const who = await newLearner(t.app);
    const placed = await order(who.token, course.id);
    await confirmLocal(t.app, placed.data.url);
    const shopOrder = (await ordersOf(who.id))[0]!;
    const finance = await newLearner(t.app);
    await grantRole(t.app.db, finance.id, 'finance', new Date().toISOString());
    const refunded = await call<{ state: string }>(t.app, 'POST', '/console/orders/refund', {
      token: finance.token,
      body: { id: shopOrder.id, reason: '课程未开始学习，全额退款' },
    });
    expect(refunded.data.state).toBe('refunded');
    const enrolment = (await enrolmentOf(who.id, course.id))!;
    expect(Date.parse(enrolment.expires_at!)).toBeLessThanOrEqual(Date.now());
    const locked = (await lessonsOfCourse(t.app, course.id)).find(
      (l) => l.kind === 'video' && l.is_trial === 0,
    )!;
    expect((await lessonVideoOwner.access(t.app.db, who.id, locked.id)).level).not.toBe('full');
  });

  it("sells a course through the shop: the price is the server's, paying enrols the buyer", async () => {
    const course = await courseByTitle(t.app, TITLES.groupTalk);
    const who = await newLearner(t.app);
    const placed = await order(who.token, course.id, { price: '0.01', payAmount: '0.01' });
    expect(placed).toMatchObject({ code: 200, msg: '下单成功' });
    expect(placed.data).toMatchObject({ product: TITLES.groupTalk, payAmount: '29.90' });
    expect(await enrolmentOf(who.id, course.id)).toBeUndefined();

    // Ordering again before paying offers the same order.
    const again = await order(who.token, course.id);
    expect(again.data.orderNum).toBe(placed.data.orderNum);
    expect(await ordersOf(who.id)).toHaveLength(1);

    const before = Date.now();
    expect((await confirmLocal(t.app, placed.data.url)).data.state).toBe(1);
    const shopOrder = (await ordersOf(who.id))[0]!;
    expect(shopOrder).toMatchObject({ kind: 'course', status: 'received', pay_amount: 2990 });
    const enrolment = (await enrolmentOf(who.id, course.id))!;
    expect(enrolment).toMatchObject({ source: 'order', order_id: shopOrder.id });
    const days = (Date.parse(enrolment.expires_at!) - before) / DAY_MS;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThan(90.1);
    expect((await courseByTitle(t.app, TITLES.groupTalk)).sales).toBe(course.sales + 1);

    const locked = (await lessonsOfCourse(t.app, course.id)).find(
      (l) => l.kind === 'video' && l.is_trial === 0,
    )!;
    expect(await lessonVideoOwner.access(t.app.db, who.id, locked.id)).toEqual({ level: 'full' });
    const detail = await call<CourseDetail>(t.app, 'GET', `/pc/courses/${course.id}`, {
      token: who.token,
    });
    expect(detail.data.viewer).toMatchObject({ bought: true, action: 'study', canBuy: false });
  });

  it('refuses to sell a course held already, and writes nothing', async () => {
    const course = await courseByTitle(t.app, TITLES.groupTalk);
    const who = await newLearner(t.app);
    const placed = await order(who.token, course.id);
    await confirmLocal(t.app, placed.data.url);
    const second = await order(who.token, course.id);
    expect(second).toMatchObject({ status: 400, msg: '已购买该课程，可直接学习' });
    expect(await ordersOf(who.id)).toHaveLength(1);

    // A course held through a bought package is held too.
    const pkg = await courseByTitle(t.app, TITLES.package);
    const member = await courseByTitle(t.app, TITLES.shenlun);
    const packageBuyer = await newLearner(t.app);
    await enrol(t.app, packageBuyer.id, pkg.id, 'order', 100);
    expect(await order(packageBuyer.token, member.id)).toMatchObject({
      status: 400,
      msg: '已购买该课程，可直接学习',
    });
    expect(await ordersOf(packageBuyer.id)).toHaveLength(0);
  });

  it('renews a lapsed purchase from the day of paying', async () => {
    const course = await courseByTitle(t.app, TITLES.groupTalk);
    const who = await newLearner(t.app);
    await enrol(t.app, who.id, course.id, 'order', -3);
    const placed = await order(who.token, course.id);
    expect(placed.code).toBe(200);
    await confirmLocal(t.app, placed.data.url);
    const enrolment = (await enrolmentOf(who.id, course.id))!;
    expect(enrolment.source).toBe('order');
    expect(Date.parse(enrolment.expires_at!)).toBeGreaterThan(Date.now() + 89 * DAY_MS);
  });

  it('enrols in a free course in one call, and a VIP in a VIP-free one', async () => {
    const free = await courseByTitle(t.app, TITLES.free);
    const who = await newLearner(t.app);
    expect(await order(who.token, free.id)).toMatchObject({
      status: 400,
      msg: '免费课程无需购买，直接报名即可',
    });
    const first = await enrolFree(who.token, free.id);
    expect(first).toMatchObject({ code: 200, msg: '报名成功' });
    expect(first.data).toMatchObject({ courseId: free.id, source: 'free', expiresAt: null });
    const again = await enrolFree(who.token, free.id);
    expect(again.data).toEqual(first.data);
    expect((await courseByTitle(t.app, TITLES.free)).sales).toBe(free.sales + 1);

    const paid = await courseByTitle(t.app, TITLES.interview);
    expect(await enrolFree(who.token, paid.id)).toMatchObject({
      status: 400,
      msg: '该课程需购买后学习',
    });

    const vipFree = await courseByTitle(t.app, TITLES.vipFree);
    expect(await enrolFree(who.token, vipFree.id)).toMatchObject({
      status: 400,
      msg: '开通VIP后即可免费学习该课程，或直接购买',
    });
    const vip = await newVip(t.app);
    expect((await enrolFree(vip.token, vipFree.id)).data).toMatchObject({ source: 'vip' });
    const mine = await call<{ list: MyCourse[] }>(t.app, 'GET', '/pc/myCourses', {
      token: vip.token,
    });
    expect(mine.data.list.map((c) => [c.course.id, c.sourceText, c.expired])).toEqual([
      [vipFree.id, 'VIP免费', false],
    ]);
    expect(await enrolFree(who.token, 9_999_999)).toMatchObject({
      status: 404,
      msg: '课程不存在或已下架',
    });
    expect(
      await call(t.app, 'POST', '/pc/courses/enrol', { body: { courseId: free.id } }),
    ).toMatchObject({ status: 401 });
  });

  it('sells a package: its courses open, my courses lists them, 我的订单 narrows to either', async () => {
    const pkg = await courseByTitle(t.app, TITLES.package);
    const member = await courseByTitle(t.app, TITLES.shenlun);
    const other = await courseByTitle(t.app, TITLES.interview);
    const who = await newLearner(t.app);
    const placed = await order(who.token, pkg.id);
    expect(placed.data.payAmount).toBe('899.00');
    await confirmLocal(t.app, placed.data.url);
    expect((await ordersOf(who.id))[0]).toMatchObject({
      kind: 'course_package',
      status: 'received',
    });

    const lesson = (await lessonsOfCourse(t.app, member.id)).find(
      (l) => l.kind === 'video' && l.is_trial === 0,
    )!;
    expect(await lessonVideoOwner.access(t.app.db, who.id, lesson.id)).toEqual({ level: 'full' });

    const mine = await call<{ list: MyCourse[]; total: number }>(t.app, 'GET', '/pc/myCourses', {
      token: who.token,
    });
    expect(mine.data.total).toBe(3);
    for (const entry of mine.data.list) {
      expect(entry).toMatchObject({
        viaPackage: { id: pkg.id, title: TITLES.package },
        source: 'order',
        sourceText: '套餐内（已购买）',
        expired: false,
      });
    }
    const detail = await call<MyCourse & { chapters: Array<{ title: string }> }>(
      t.app,
      'GET',
      `/pc/myCourses/${pkg.id}`,
      { token: who.token },
    );
    expect(detail.data.course.id).toBe(pkg.id);
    expect(detail.data.chapters[0]!.title).toContain(TITLES.xingce);
    expect(
      await call(t.app, 'GET', `/pc/myCourses/${other.id}`, { token: who.token }),
    ).toMatchObject({ status: 404, msg: '未找到该课程，请先购买或报名' });

    const forPackage = await myOrders(who.token, { courseId: pkg.id });
    expect(forPackage.data.list.map((o) => o.orderNum)).toEqual([placed.data.orderNum]);
    const forMember = await myOrders(who.token, { courseId: member.id });
    expect(forMember.data.list.map((o) => o.orderNum)).toEqual([placed.data.orderNum]);
    expect((await myOrders(who.token, { courseId: other.id })).data.total).toBe(0);
    const stranger = await newLearner(t.app);
    expect((await myOrders(stranger.token, { courseId: pkg.id })).data.total).toBe(0);
  });

  it("lists the demo learner's bought course with the order behind it", async () => {
    const course = await courseByTitle(t.app, TITLES.xingce);
    const learner = await t.app.db
      .selectFrom('app_user')
      .select('id')
      .where('phone', '=', '13800000001')
      .executeTakeFirstOrThrow();
    const enrolment = (await enrolmentOf(learner.id, course.id))!;
    expect(enrolment.source).toBe('order');
    const paid = await t.app.db
      .selectFrom('shop_order')
      .selectAll()
      .where('id', '=', enrolment.order_id!)
      .executeTakeFirstOrThrow();
    expect(paid).toMatchObject({ kind: 'course', status: 'received', pay_amount: 59_900 });
    const line = await t.app.db
      .selectFrom('shop_order_line')
      .select(['goods_id', 'price'])
      .where('order_id', '=', paid.id)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ goods_id: course.goods_id, price: course.price_fen });
  });

  it('prices every paid course the same on its page and in its goods', async () => {
    const rows = await t.app.db
      .selectFrom('courses as c')
      .leftJoin('shop_goods as g', 'g.id', 'c.goods_id')
      .select(['c.title', 'c.is_free', 'c.price_fen', 'g.price', 'g.kind'])
      .execute();
    for (const row of rows) {
      if (row.is_free === 1) expect(row.price).toBeNull();
      else expect([row.title, row.price]).toEqual([row.title, row.price_fen]);
    }
  });
});
