import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedShopOrder, OrderListItem } from '@shangan/shared/contracts/commerce/orders';
import type {
  Chapter,
  CourseDetail,
  CourseEnrolment,
  Review,
} from '@shangan/shared/contracts/courses/catalogue';
import type { MyCourse } from '@shangan/shared/contracts/courses/my-courses';
import type {
  MicroLessonCourse,
  MicroLessonCourseDetail,
  SkuCourseInfo,
} from '@shangan/shared/contracts/courses/original-site';
import { DEMO_LEARNER } from '../accounts/public.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import {
  call,
  confirmLocal,
  courseByTitle,
  enrol,
  learn,
  courseLessons,
  newLearner,
  newVip,
  TITLES,
} from './courses.test-support.ts';
import { lessonVideoOwner } from './video-owner.ts';

/**
 * The online school as a hostile learner or visitor sees it: lessons without the right (not
 * bought, expired, lapsed VIP, a package run out, a course taken off sale), another learner's
 * rows, prices from the client, the same purchase, enrolment or review sent many times at once,
 * bad input on every route, and handout links without the right.
 */
const CHINESE = /[\u4e00-\u9fff]/;

describe.each(engines)('online school attacked on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
  });
  afterAll(() => t.close());

  const access = (userId: number | null, lessonId: number) =>
    lessonVideoOwner.access(t.app.db, userId, lessonId);

  const lessons = (title: string) => courseLessons(t.app, title);

  const detail = (courseId: number, token?: string, query?: Record<string, string | number>) =>
    call<CourseDetail>(t.app, 'GET', `/pc/courses/${courseId}`, {
      ...(token ? { token } : {}),
      ...(query ? { query } : {}),
    });
  const lessonIn = (chapters: Chapter[], id: number) =>
    chapters.flatMap((c) => c.lessons).find((l) => l.id === id)!;

  /** Every row a refused request must leave as it was. */
  async function snapshot() {
    const db = t.app.db;
    return {
      enrolments: await db.selectFrom('course_enrolments').selectAll().orderBy('id').execute(),
      reviews: await db.selectFrom('course_reviews').selectAll().orderBy('id').execute(),
      courseOrders: await db.selectFrom('course_orders').selectAll().orderBy('order_id').execute(),
      orders: await db.selectFrom('shop_order').select(['id', 'status']).orderBy('id').execute(),
      sales: await db.selectFrom('courses').select(['id', 'sales']).orderBy('id').execute(),
    };
  }

  async function setStatus(courseId: number, status: 'on_sale' | 'off') {
    await t.app.db.updateTable('courses').set({ status }).where('id', '=', courseId).execute();
  }

  describe('entitlement bypass', () => {
    it('opens nothing of a course not bought, expired, or held through a run-out package', async () => {
      const paid = await lessons(TITLES.xingce);
      const vipFree = await lessons(TITLES.vipFree);
      const pkg = await courseByTitle(t.app, TITLES.package);
      const plain = await newLearner(t.app);
      const expired = await newLearner(t.app);
      await enrol(t.app, expired.id, paid.course.id, 'order', -1);
      const packageRunOut = await newLearner(t.app);
      await enrol(t.app, packageRunOut.id, pkg.id, 'order', -1);

      for (const who of [plain, expired, packageRunOut]) {
        expect((await access(who.id, paid.locked.id)).level).not.toBe('full');
        expect((await access(who.id, vipFree.locked.id)).level).toBe('none');
        const seen = await detail(paid.course.id, who.token);
        expect(seen.data.viewer.entitled).toBe(false);
        expect(lessonIn(seen.data.chapters, paid.document!.id)).toMatchObject({
          access: 'none',
          documentUrl: '',
        });
      }
      // The previous site's flags say the same.
      const info = await learn<SkuCourseInfo>(t.app, 'GET', '/sku/course/info', {
        token: packageRunOut.token,
        query: { courseSkuId: paid.course.id },
      });
      expect(info.data).toMatchObject({ isBuy: false, playbackAuthority: false });
      // A run-out package no longer counts as holding its courses: the member may be bought.
      const order = await call<CreatedShopOrder>(t.app, 'POST', '/pc/courses/order', {
        token: packageRunOut.token,
        body: { courseId: paid.course.id },
      });
      expect(order.code).toBe(200);
    });

    it('shuts a VIP-free course when the membership lapses, enrolment or not', async () => {
      const vipFree = await lessons(TITLES.vipFree);
      const member = await newVip(t.app, 30);
      const enrolled = await call<CourseEnrolment>(t.app, 'POST', '/pc/courses/enrol', {
        token: member.token,
        body: { courseId: vipFree.course.id },
      });
      expect(enrolled.data.source).toBe('vip');
      expect(await access(member.id, vipFree.locked.id)).toEqual({ level: 'full' });

      await t.app.db
        .updateTable('app_user')
        .set({ expiration_time: new Date(Date.now() - 60_000).toISOString() })
        .where('id', '=', member.id)
        .execute();
      expect(await access(member.id, vipFree.locked.id)).toMatchObject({
        level: 'none',
        reason: '开通VIP或购买课程后即可观看',
      });
      const seen = await detail(vipFree.course.id, member.token);
      expect(seen.data.viewer).toMatchObject({ entitled: false, enrolled: false, action: 'buy' });
      for (const lesson of seen.data.chapters.flatMap((c) => c.lessons)) {
        if (lesson.isTrial) continue;
        expect(lesson.access).toBe('none');
        expect(lesson.documentUrl).toBe('');
      }
      const mine = await call<{ list: MyCourse[] }>(t.app, 'GET', '/pc/myCourses', {
        token: member.token,
      });
      expect(mine.data.list.map((c) => [c.course.id, c.expired])).toEqual([
        [vipFree.course.id, true],
      ]);
      // Enrolling again as a lapsed member is refused and changes nothing.
      const before = await snapshot();
      const again = await call(t.app, 'POST', '/pc/courses/enrol', {
        token: member.token,
        body: { courseId: vipFree.course.id },
      });
      expect(again).toMatchObject({
        status: 400,
        msg: '开通VIP后即可免费学习该课程，或直接购买',
      });
      expect(await snapshot()).toEqual(before);

      // A lapsed member holding a package that contains it as VIP gets nothing either.
      const pkg = await courseByTitle(t.app, TITLES.package);
      const lapsed = await newVip(t.app, -1);
      await enrol(t.app, lapsed.id, pkg.id, 'vip', null);
      expect((await access(lapsed.id, vipFree.locked.id)).level).toBe('none');
    });

    it('keeps a course taken off sale shut to everybody who does not hold it', async () => {
      const free = await lessons(TITLES.free);
      const vipFree = await lessons(TITLES.vipFree);
      const paid = await lessons(TITLES.groupTalk);
      const holder = await newLearner(t.app);
      await enrol(t.app, holder.id, free.course.id, 'free', null);
      await enrol(t.app, holder.id, paid.course.id, 'order', 30);
      const stranger = await newLearner(t.app);
      const vip = await newVip(t.app, 30);
      await setStatus(free.course.id, 'off');
      await setStatus(vipFree.course.id, 'off');
      await setStatus(paid.course.id, 'off');
      try {
        // Those who hold it keep it.
        expect(await access(holder.id, free.locked.id)).toEqual({ level: 'full' });
        expect(await access(holder.id, paid.locked.id)).toEqual({ level: 'full' });
        // Nobody else: not a signed-in stranger on a free course, nor a VIP on a VIP-free one.
        expect(await access(stranger.id, free.locked.id)).toEqual({
          level: 'none',
          reason: '课程已下架',
        });
        expect(await access(vip.id, vipFree.locked.id)).toEqual({
          level: 'none',
          reason: '课程已下架',
        });
        expect(await access(null, paid.trial?.id ?? paid.locked.id)).toMatchObject({
          level: 'none',
        });
        expect(await detail(free.course.id, stranger.token)).toMatchObject({
          status: 404,
          msg: '课程不存在或已下架',
        });
        const before = await snapshot();
        for (const [who, courseId] of [
          [stranger, free.course.id],
          [vip, vipFree.course.id],
        ] as const) {
          expect(
            await call(t.app, 'POST', '/pc/courses/enrol', {
              token: who.token,
              body: { courseId },
            }),
          ).toMatchObject({ status: 404, msg: '课程不存在或已下架' });
        }
        expect(
          await call(t.app, 'POST', '/pc/courses/order', {
            token: stranger.token,
            body: { courseId: paid.course.id },
          }),
        ).toMatchObject({ status: 404, msg: '课程不存在或已下架' });
        expect(await snapshot()).toEqual(before);
      } finally {
        await setStatus(free.course.id, 'on_sale');
        await setStatus(vipFree.course.id, 'on_sale');
        await setStatus(paid.course.id, 'on_sale');
      }
    });

    it('opens no lesson of another course through a course that was bought', async () => {
      const bought = await lessons(TITLES.xingce);
      const other = await lessons(TITLES.shenlun);
      const buyer = await newLearner(t.app);
      await enrol(t.app, buyer.id, bought.course.id, 'order', 300);

      expect(await access(buyer.id, other.locked.id)).toEqual({ level: 'trial', trialSeconds: 30 });
      // The learning system's outline asked for the other course, with the bought one's ids beside.
      const outline = await learn<{ courseId: number; chapters: Chapter[] }>(
        t.app,
        'POST',
        '/classCourse/getClassCourseCatalogueList',
        {
          token: buyer.token,
          body: {
            courseId: other.course.id,
            classId: bought.course.id,
            courseSkuId: bought.course.id,
          },
        },
      );
      expect(outline.data.courseId).toBe(other.course.id);
      expect(lessonIn(outline.data.chapters, other.locked.id).access).toBe('trial');
      expect(lessonIn(outline.data.chapters, other.document!.id)).toMatchObject({
        access: 'none',
        documentUrl: '',
      });
      const old = await learn<MicroLessonCourseDetail>(
        t.app,
        'GET',
        '/webTimeArrange/microLessonCourseDetail',
        {
          token: buyer.token,
          query: { courseSkuId: other.course.id, classRoomId: bought.course.id },
        },
      );
      const periods = old.data.webCourseSectionVOS.flatMap((s) => s.webCoursePeriodVOS);
      const locked = periods.find((p) => p.coursePeriodId === other.locked.id)!;
      expect(locked.playbackAuthority).toBe(false);
      const doc = periods.find((p) => p.coursePeriodId === other.document!.id)!;
      expect(doc.webCourseWareVO.coursewareUrl).toBe('');

      // The bought course's handout address, pointed at the other course's handout.
      const own = lessonIn(
        (await detail(bought.course.id, buyer.token)).data.chapters,
        bought.document!.id,
      );
      expect(own.documentUrl).not.toBe('');
      const moved = own.documentUrl.replace(
        `/documents/${bought.document!.id}?`,
        `/documents/${other.document!.id}?`,
      );
      const res = await t.app.inject({ method: 'GET', url: moved });
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toMatch(CHINESE);
    });
  });

  describe('handouts (讲义)', () => {
    it('gives a handout address only with the right, and the file only for its own signature', async () => {
      const paid = await lessons(TITLES.xingce);
      const docId = paid.document!.id;
      expect(lessonIn((await detail(paid.course.id)).data.chapters, docId).documentUrl).toBe('');
      const plain = await newLearner(t.app);
      expect(
        lessonIn((await detail(paid.course.id, plain.token)).data.chapters, docId).documentUrl,
      ).toBe('');
      const old = await learn<MicroLessonCourseDetail>(
        t.app,
        'GET',
        '/webTimeArrange/microLessonCourseDetail',
        { token: plain.token, query: { courseSkuId: paid.course.id } },
      );
      for (const period of old.data.webCourseSectionVOS.flatMap((s) => s.webCoursePeriodVOS)) {
        if (!period.isAudition) expect(period.webCourseWareVO.coursewareUrl).toBe('');
      }

      const buyer = await newLearner(t.app);
      await enrol(t.app, buyer.id, paid.course.id, 'order', 30);
      const url = lessonIn(
        (await detail(paid.course.id, buyer.token)).data.chapters,
        docId,
      ).documentUrl;
      const { searchParams } = new URL(url, 'http://x');
      const expires = Number(searchParams.get('expires'));
      const sign = searchParams.get('sign')!;
      const base = `/api/v1/pc/courses/documents/${docId}`;
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);

      const flipped = sign.replace(/^./, (c) => (c === '0' ? '1' : '0'));
      const refused: Array<[string, number]> = [
        [base, 400],
        [`${base}?expires=${expires}`, 400],
        [`${base}?sign=${sign}`, 400],
        [`${base}?expires=${expires}&sign=${flipped}`, 403],
        [`${base}?expires=${expires}&sign=${sign.toUpperCase()}`, 400],
        [`${base}?expires=${expires + 86_400}&sign=${sign}`, 403],
        [`${base}?expires=${expires - 3_600}&sign=${sign}`, 403],
        [`${base}?expires=1&sign=${sign}`, 403],
        [`${base}?expires=-1&sign=${sign}`, 400],
        [`${base}?expires=abc&sign=${sign}`, 400],
        [`${base}?expires=${expires}&sign=${sign.slice(0, 32)}`, 400],
        [`${base}?expires=${expires}&sign=${'é'.repeat(64)}`, 400],
        [`${base}?expires=99999999999999999999&sign=${sign}`, 400],
        [`${base}?expires[]=${expires}&sign=${sign}`, 400],
        [`/api/v1/pc/courses/documents/${paid.locked.id}?expires=${expires}&sign=${sign}`, 403],
        [`/api/v1/pc/courses/documents/0?expires=${expires}&sign=${sign}`, 400],
        [`/api/v1/pc/courses/documents/abc?expires=${expires}&sign=${sign}`, 400],
      ];
      for (const [address, status] of refused) {
        const res = await t.app.inject({ method: 'GET', url: address });
        expect({ address, status: res.statusCode }).toEqual({ address, status });
        expect({ address, msg: res.json().msg }).toEqual({
          address,
          msg: expect.stringMatching(CHINESE),
        });
      }

      // A lapsed holder gets no new address, whatever the old one still does for its half hour.
      await t.app.db
        .updateTable('course_enrolments')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', buyer.id)
        .execute();
      expect(
        lessonIn((await detail(paid.course.id, buyer.token)).data.chapters, docId).documentUrl,
      ).toBe('');
    });
  });

  describe("another learner's rows", () => {
    it('shows each learner their own courses, orders, progress and reviews, whatever ids they send', async () => {
      const course = await courseByTitle(t.app, TITLES.groupTalk);
      const owner = await newLearner(t.app);
      const placed = await call<CreatedShopOrder>(t.app, 'POST', '/pc/courses/order', {
        token: owner.token,
        body: { courseId: course.id },
      });
      await confirmLocal(t.app, placed.data.url);
      const review = await call<Review>(t.app, 'POST', '/pc/courses/review', {
        token: owner.token,
        body: { courseId: course.id, rating: 5, content: '讲得非常清楚，受益匪浅' },
      });
      expect(review.code).toBe(200);

      const other = await newLearner(t.app);
      const asOther = { token: other.token };
      const idQuery = { userId: owner.id, uid: owner.id, studentId: owner.id };

      expect(
        await call(t.app, 'GET', `/pc/myCourses/${course.id}`, { ...asOther, query: idQuery }),
      ).toMatchObject({ status: 404, msg: '未找到该课程，请先购买或报名' });
      const mine = await call<{ list: MyCourse[]; total: number }>(t.app, 'GET', '/pc/myCourses', {
        ...asOther,
        query: idQuery,
      });
      expect(mine.data.total).toBe(0);
      const orders = await call<{ list: OrderListItem[]; total: number }>(
        t.app,
        'GET',
        '/pc/orders/index',
        { ...asOther, query: { courseId: course.id, ...idQuery } },
      );
      expect(orders.data.total).toBe(0);
      const shown = await call(t.app, 'GET', '/pc/orders/show', {
        ...asOther,
        query: { id: placed.data.id },
      });
      expect(shown.code).not.toBe(200);
      expect(shown.msg).toMatch(CHINESE);
      const old = await learn<{ records: MicroLessonCourse[]; total: number }>(
        t.app,
        'GET',
        '/webTimeArrange/pageMicroLessonCourse',
        { ...asOther, query: idQuery },
      );
      expect(old.data.total).toBe(0);
      const sku = await learn<SkuCourseInfo>(t.app, 'GET', '/sku/course/info', {
        ...asOther,
        query: { courseSkuId: course.id, ...idQuery },
      });
      expect(sku.data).toMatchObject({ isBuy: false, playbackAuthority: false, expireTime: null });
      const reviews = await call<{ list: Review[] }>(
        t.app,
        'GET',
        `/pc/courses/${course.id}/reviews`,
        {
          ...asOther,
          query: { pageSize: 50, ...idQuery },
        },
      );
      const theirs = reviews.data.list.find((r) => r.id === review.data.id)!;
      expect(theirs.mine).toBe(false);

      // The demo learner has watched the first lessons of their course: nobody else sees it.
      const demo = await t.app.db
        .selectFrom('app_user')
        .select('id')
        .where('phone', '=', DEMO_LEARNER.phone)
        .executeTakeFirstOrThrow();
      const xingce = await courseByTitle(t.app, TITLES.xingce);
      const demoView = await detail(xingce.id, other.token, { ...idQuery, userId: demo.id });
      for (const lesson of demoView.data.chapters.flatMap((c) => c.lessons)) {
        expect(lesson.progress).toBeNull();
      }
      expect(demoView.data.viewer.entitled).toBe(false);

      // A review sent "for" the buyer is the sender's own: refused, as they hold nothing.
      const before = await snapshot();
      expect(
        await call(t.app, 'POST', '/pc/courses/review', {
          ...asOther,
          body: { courseId: course.id, rating: 1, content: '替别人写的差评内容', userId: owner.id },
        }),
      ).toMatchObject({ status: 403, msg: '购买课程后才能评价' });
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('prices come from the server', () => {
    it('charges the course’s own price whatever amount or goods the client sends', async () => {
      const dear = await courseByTitle(t.app, TITLES.shenlun);
      const cheap = await courseByTitle(t.app, TITLES.groupTalk);
      const who = await newLearner(t.app);
      const placed = await call<CreatedShopOrder>(t.app, 'POST', '/pc/courses/order', {
        token: who.token,
        body: {
          courseId: dear.id,
          goodsId: cheap.goods_id,
          price: '0.01',
          priceFen: 1,
          payAmount: '0.01',
          amount: 1,
          discount: dear.price_fen,
          quantity: 0,
        },
      });
      expect(placed.code).toBe(200);
      expect(placed.data.payAmount).toBe((dear.price_fen / 100).toFixed(2));
      const line = await t.app.db
        .selectFrom('shop_order_line as l')
        .innerJoin('shop_order as o', 'o.id', 'l.order_id')
        .select(['l.goods_id', 'l.price', 'o.pay_amount'])
        .where('o.user_id', '=', who.id)
        .executeTakeFirstOrThrow();
      expect(line).toEqual({
        goods_id: dear.goods_id,
        price: dear.price_fen,
        pay_amount: dear.price_fen,
      });
      const link = await t.app.db
        .selectFrom('course_orders')
        .select('course_id')
        .where('user_id', '=', who.id)
        .execute();
      expect(link).toEqual([{ course_id: dear.id }]);
    });

    it('does not sell a course through the shop’s own cart, where it would buy nothing', async () => {
      const course = await courseByTitle(t.app, TITLES.groupTalk);
      const who = await newLearner(t.app);
      const before = await snapshot();
      const created = await call(t.app, 'POST', '/pc/orders/create', {
        token: who.token,
        body: { goodsId: course.goods_id, quantity: 1, payAmount: '0.01' },
      });
      expect(created.code).not.toBe(200);
      expect(created.msg).toMatch(CHINESE);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('the same request many times at once', () => {
    it('places one order for one course however many are sent, and pays it once', async () => {
      const course = await courseByTitle(t.app, TITLES.interview);
      const who = await newLearner(t.app);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          call<CreatedShopOrder>(t.app, 'POST', '/pc/courses/order', {
            token: who.token,
            body: { courseId: course.id },
          }),
        ),
      );
      const orders = await t.app.db
        .selectFrom('shop_order')
        .selectAll()
        .where('user_id', '=', who.id)
        .execute();
      expect(orders).toHaveLength(1);
      const links = await t.app.db
        .selectFrom('course_orders')
        .selectAll()
        .where('user_id', '=', who.id)
        .execute();
      expect(links).toHaveLength(1);
      for (const answer of answers) {
        if (answer.code === 200) expect(answer.data.orderNum).toBe(orders[0]!.order_num);
        else
          expect({ status: answer.status, msg: answer.msg }).toEqual({
            status: 400,
            msg: expect.stringMatching(CHINESE),
          });
      }
      const winner = answers.find((a) => a.code === 200)!;

      // Five payment confirmations at once: one enrolment, sales up by one.
      const sales = (await courseByTitle(t.app, TITLES.interview)).sales;
      await Promise.all(Array.from({ length: 5 }, () => confirmLocal(t.app, winner.data.url)));
      const enrolments = await t.app.db
        .selectFrom('course_enrolments')
        .selectAll()
        .where('user_id', '=', who.id)
        .execute();
      expect(enrolments).toHaveLength(1);
      expect(enrolments[0]).toMatchObject({ course_id: course.id, source: 'order' });
      expect((await courseByTitle(t.app, TITLES.interview)).sales).toBe(sales + 1);

      // Bought: six more orders at once are all refused, and write nothing.
      const before = await snapshot();
      const again = await Promise.all(
        Array.from({ length: 6 }, () =>
          call(t.app, 'POST', '/pc/courses/order', {
            token: who.token,
            body: { courseId: course.id },
          }),
        ),
      );
      for (const answer of again) {
        expect(answer).toMatchObject({ status: 400, msg: '已购买该课程，可直接学习' });
      }
      expect(await snapshot()).toEqual(before);
    });

    it('enrols nothing for a cancelled course order paid late, and once for the order that replaced it', async () => {
      const course = await courseByTitle(t.app, TITLES.xuandiao);
      const who = await newLearner(t.app);
      const first = await call<CreatedShopOrder>(t.app, 'POST', '/pc/courses/order', {
        token: who.token,
        body: { courseId: course.id },
      });
      const cancelled = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/pc/orders/destroy?id=${first.data.id}`,
        headers: { authorization: `Bearer ${who.token}` },
      });
      expect(cancelled.json()).toMatchObject({ code: 200, data: { action: 'cancelled' } });
      const second = await call<CreatedShopOrder>(t.app, 'POST', '/pc/courses/order', {
        token: who.token,
        body: { courseId: course.id },
      });
      expect(second.data.orderNum).not.toBe(first.data.orderNum);
      const sales = (await courseByTitle(t.app, TITLES.xuandiao)).sales;
      await Promise.all([
        confirmLocal(t.app, second.data.url),
        confirmLocal(t.app, first.data.url),
      ]);
      const enrolments = await t.app.db
        .selectFrom('course_enrolments')
        .selectAll()
        .where('user_id', '=', who.id)
        .execute();
      expect(enrolments).toHaveLength(1);
      expect(enrolments[0]!.order_id).toBe(second.data.id);
      expect((await courseByTitle(t.app, TITLES.xuandiao)).sales).toBe(sales + 1);
      const statuses = await t.app.db
        .selectFrom('shop_order')
        .select(['id', 'status'])
        .where('user_id', '=', who.id)
        .orderBy('id')
        .execute();
      expect(statuses[0]!.status).not.toBe('received');
      expect(statuses[1]!.status).toBe('received');
    });

    it('enrols once for a free course and once for a VIP-free one however many are sent', async () => {
      const free = await courseByTitle(t.app, TITLES.free);
      const vipFree = await courseByTitle(t.app, TITLES.vipFree);
      const who = await newVip(t.app, 30);
      for (const course of [free, vipFree]) {
        const sales = (await courseByTitle(t.app, course.title)).sales;
        const answers = await Promise.all(
          Array.from({ length: 8 }, () =>
            call<CourseEnrolment>(t.app, 'POST', '/pc/courses/enrol', {
              token: who.token,
              body: { courseId: course.id },
            }),
          ),
        );
        const rows = await t.app.db
          .selectFrom('course_enrolments')
          .selectAll()
          .where('user_id', '=', who.id)
          .where('course_id', '=', course.id)
          .execute();
        expect(rows).toHaveLength(1);
        for (const answer of answers) {
          if (answer.code === 200) expect(answer.data.courseId).toBe(course.id);
          else expect(answer.msg).toMatch(CHINESE);
        }
        expect(answers.filter((a) => a.code === 200).length).toBeGreaterThanOrEqual(1);
        expect((await courseByTitle(t.app, course.title)).sales).toBe(sales + 1);
      }
    });

    it('keeps one review per learner however many are sent at once', async () => {
      const course = await courseByTitle(t.app, TITLES.groupTalk);
      const who = await newLearner(t.app);
      await enrol(t.app, who.id, course.id, 'order', 30);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          call<Review>(t.app, 'POST', '/pc/courses/review', {
            token: who.token,
            body: { courseId: course.id, rating: 4, content: `第${i + 1}次提交的评价内容` },
          }),
        ),
      );
      const rows = await t.app.db
        .selectFrom('course_reviews')
        .selectAll()
        .where('user_id', '=', who.id)
        .execute();
      expect(rows).toHaveLength(1);
      expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
      for (const answer of answers.filter((a) => a.code !== 200)) {
        expect(answer).toMatchObject({ status: 400, msg: '您已评价过该课程' });
      }
    });
  });

  describe('bad input', () => {
    it('answers every malformed request with a Chinese message and changes nothing', async () => {
      const course = await courseByTitle(t.app, TITLES.groupTalk);
      const who = await newLearner(t.app);
      await enrol(t.app, who.id, course.id, 'order', 30);
      const huge = 2 ** 31;
      const long = '好'.repeat(301);
      type Case = {
        api: 'main' | 'learn';
        method: 'GET' | 'POST';
        url: string;
        query?: Record<string, string | number>;
        body?: object;
      };
      const main = (method: 'GET' | 'POST', url: string, extra: Partial<Case> = {}): Case => ({
        api: 'main',
        method,
        url,
        ...extra,
      });
      const learning = (method: 'GET' | 'POST', url: string, extra: Partial<Case> = {}): Case => ({
        api: 'learn',
        method,
        url,
        ...extra,
      });
      const review = (body: object) => main('POST', '/pc/courses/review', { body });
      const cases: Case[] = [
        main('GET', '/pc/courses', { query: { page: 0 } }),
        main('GET', '/pc/courses', { query: { page: -1 } }),
        main('GET', '/pc/courses', { query: { page: 'abc' } }),
        main('GET', '/pc/courses', { query: { pageSize: 51 } }),
        main('GET', '/pc/courses', { query: { pageSize: 1e9 } }),
        main('GET', '/pc/courses', { query: { kind: 'vip' } }),
        main('GET', '/pc/courses', { query: { exam: '高考' } }),
        main('GET', '/pc/courses', { query: { subject: 'math' } }),
        main('GET', '/pc/courses', { query: { price: 'cheap' } }),
        main('GET', '/pc/courses', { query: { sort: 'id; drop table courses' } }),
        main('GET', '/pc/courses', { query: { keyword: '行'.repeat(51) } }),
        main('GET', '/pc/courses/0'),
        main('GET', '/pc/courses/-1'),
        main('GET', '/pc/courses/abc'),
        main('GET', '/pc/courses/1.5'),
        main('GET', `/pc/courses/${huge}`),
        main('GET', '/pc/courses/99999999999999999999999'),
        main('GET', `/pc/courses/${course.id}/reviews`, { query: { page: 0 } }),
        main('GET', `/pc/courses/${course.id}/reviews`, { query: { pageSize: 100 } }),
        main('GET', '/pc/courses/abc/reviews'),
        main('GET', '/pc/publicClasses', { query: { exam: 'x', page: 0 } }),
        review({}),
        review({ courseId: course.id, rating: 5 }),
        review({ courseId: 'abc', rating: 5, content: '很好的课程啊' }),
        review({ courseId: -1, rating: 5, content: '很好的课程啊' }),
        review({ courseId: huge, rating: 5, content: '很好的课程啊' }),
        review({ courseId: course.id, rating: 0, content: '很好的课程啊' }),
        review({ courseId: course.id, rating: 6, content: '很好的课程啊' }),
        review({ courseId: course.id, rating: -5, content: '很好的课程啊' }),
        review({ courseId: course.id, rating: 4.5, content: '很好的课程啊' }),
        review({ courseId: course.id, rating: '五星', content: '很好的课程啊' }),
        review({ courseId: course.id, rating: 1e308, content: '很好的课程啊' }),
        review({ courseId: course.id, rating: 5, content: '好' }),
        review({ courseId: course.id, rating: 5, content: '      ' }),
        review({ courseId: course.id, rating: 5, content: `  好  课  ${' '.repeat(10)}` }),
        review({ courseId: course.id, rating: 5, content: long }),
        review({ courseId: course.id, rating: 5, content: '好'.repeat(100_000) }),
        review({ courseId: course.id, rating: 5, content: { text: '很好的课程啊' } }),
        main('POST', '/pc/courses/enrol', { body: {} }),
        main('POST', '/pc/courses/enrol', { body: { courseId: 'free' } }),
        main('POST', '/pc/courses/enrol', { body: { courseId: 0 } }),
        main('POST', '/pc/courses/enrol', { body: { courseId: 1e12 } }),
        main('POST', '/pc/courses/enrol', { body: { courseId: null } }),
        main('POST', '/pc/courses/order', { body: {} }),
        main('POST', '/pc/courses/order', { body: { courseId: -course.id } }),
        main('POST', '/pc/courses/order', { body: { courseId: `${course.id}; --` } }),
        main('POST', '/pc/courses/order', { body: { courseId: 1.5 } }),
        main('POST', '/pc/courses/order', { body: { courseId: huge } }),
        main('GET', '/pc/myCourses', { query: { status: 'deleted' } }),
        main('GET', '/pc/myCourses', { query: { page: 0 } }),
        main('GET', '/pc/myCourses', { query: { pageSize: 500 } }),
        main('GET', '/pc/myCourses/0'),
        main('GET', '/pc/myCourses/abc'),
        main('GET', `/pc/myCourses/${huge}`),
        main('GET', '/app/customerService/courseId/abc'),
        main('GET', '/app/customerService/courseId/-3'),
        learning('POST', '/classCourse/getClassCourseCatalogueList', { body: {} }),
        learning('POST', '/classCourse/getClassCourseCatalogueList', {
          body: { courseId: 'x' },
        }),
        learning('POST', '/classCourse/getClassCourseCatalogueList', {
          body: { courseId: huge },
        }),
        learning('GET', '/course/list', { query: { pageSize: 999 } }),
        learning('GET', '/course/list', { query: { kind: 'nope' } }),
        learning('GET', '/webTimeArrange/pageMicroLessonCourse', { query: { current: 0 } }),
        learning('GET', '/webTimeArrange/pageMicroLessonCourse', { query: { size: 1000 } }),
        learning('GET', '/webTimeArrange/microLessonCourseDetail'),
        learning('GET', '/webTimeArrange/microLessonCourseDetail', { query: { courseSkuId: 0 } }),
        learning('GET', '/webTimeArrange/microLessonCourseDetail', {
          query: { courseSkuId: 'abc' },
        }),
        learning('GET', '/sku/course/page', { query: { size: 0 } }),
        learning('GET', '/sku/course/page', { query: { current: -2 } }),
        learning('GET', '/sku/course/page', { query: { keyword: '课'.repeat(200) } }),
        learning('GET', '/sku/course/info', { query: { courseSkuId: -5 } }),
        learning('GET', '/sku/course/info'),
      ];
      const before = await snapshot();
      for (const c of cases) {
        const options = {
          token: who.token,
          ...(c.query ? { query: c.query } : {}),
          ...(c.body ? { body: c.body } : {}),
        };
        const res =
          c.api === 'main'
            ? await call(t.app, c.method, c.url, options)
            : await learn(t.app, c.method, c.url, options);
        const label = `${c.method} ${c.url} ${JSON.stringify(c.query ?? c.body ?? {}).slice(0, 80)}`;
        expect({ label, status: res.status, code: res.code }).toEqual({
          label,
          status: 400,
          code: 400,
        });
        expect({ label, msg: res.msg }).toEqual({ label, msg: expect.stringMatching(CHINESE) });
      }
      expect(await snapshot()).toEqual(before);

      // A body that is not JSON at all.
      const broken = await t.app.inject({
        method: 'POST',
        url: '/api/v1/pc/courses/review',
        headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json' },
        payload: '{"courseId":',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json().msg).toMatch(CHINESE);
      expect(await snapshot()).toEqual(before);
    });

    it('asks visitors to sign in before buying, enrolling, reviewing or listing their courses', async () => {
      const course = await courseByTitle(t.app, TITLES.groupTalk);
      const before = await snapshot();
      for (const [method, url, body] of [
        ['POST', '/pc/courses/order', { courseId: course.id }],
        ['POST', '/pc/courses/enrol', { courseId: course.id }],
        ['POST', '/pc/courses/review', { courseId: course.id, rating: 5, content: '很好的课程啊' }],
        ['GET', '/pc/myCourses', undefined],
        ['GET', `/pc/myCourses/${course.id}`, undefined],
      ] as const) {
        const res = await call(t.app, method, url, {
          ...(body ? { body } : {}),
          token: 'forged-token-of-nobody',
        });
        expect({ url, status: res.status }).toEqual({ url, status: 401 });
        expect(res.msg).toMatch(CHINESE);
      }
      expect(await snapshot()).toEqual(before);
    });
  });
});
