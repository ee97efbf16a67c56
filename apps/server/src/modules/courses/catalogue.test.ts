import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CourseCard,
  CourseCustomerService,
  CourseDetail,
  CourseFilters,
  PublicClass,
  Review,
  ReviewSummary,
} from '@shangan/shared/contracts/courses/catalogue';
import type { Chapter } from '@shangan/shared/contracts/courses/catalogue';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { call, courseByTitle, enrol, learn, newLearner, TITLES } from './courses.test-support.ts';

/** The catalogue, its filters and sorts, the detail page, reviews and the course's service. */
describe.each(engines)('course catalogue on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
  });
  afterAll(() => t.close());

  type Page = { list: CourseCard[]; total: number };
  const list = (query: Record<string, string | number> = {}) =>
    call<Page>(t.app, 'GET', '/pc/courses', { query: { pageSize: 50, ...query } });

  it('lists the demo school: every kind, the four subjects, 40+ lessons, teachers and covers', async () => {
    const all = (await list()).data;
    expect(all.total).toBeGreaterThanOrEqual(8);
    expect(new Set(all.list.map((c) => c.kind))).toEqual(
      new Set(['system', 'micro', 'public', 'package']),
    );
    for (const subject of ['行测', '申论', '面试', '选调']) {
      expect(all.list.some((c) => c.subject === subject)).toBe(true);
    }
    expect(
      all.list.reduce((n, c) => n + (c.kind === 'package' ? 0 : c.lessonCount), 0),
    ).toBeGreaterThanOrEqual(40);
    for (const card of all.list) {
      expect(card.cover).toMatchObject({ width: 640, height: 360 });
      expect(card.teachers.length).toBeGreaterThan(0);
      const cover = await t.app.inject({ method: 'GET', url: card.cover.url });
      expect(cover.headers['content-type']).toContain('image/svg+xml');
    }
    const teachers = await t.app.db.selectFrom('teachers').select('avatar_url').execute();
    expect(teachers.length).toBeGreaterThanOrEqual(6);
    const xingce = all.list.find((c) => c.title === TITLES.xingce)!;
    expect(xingce).toMatchObject({
      price: '599.00',
      originalPrice: '899.00',
      priceText: '¥599.00',
      validityDays: 365,
      isFree: false,
    });
    expect(all.list.find((c) => c.title === TITLES.free)).toMatchObject({
      priceText: '免费',
      price: '0.00',
      isFree: true,
    });
    expect(all.list.find((c) => c.title === TITLES.vipFree)).toMatchObject({
      priceText: 'VIP免费',
      isVipFree: true,
    });
  });

  it('filters by kind, exam, subject, price and keyword, and sorts', async () => {
    const publics = (await list({ kind: 'public' })).data.list;
    expect(publics.length).toBe(2);
    expect(publics.every((c) => c.kind === 'public')).toBe(true);
    expect((await list({ subject: '申论' })).data.list.every((c) => c.subject === '申论')).toBe(
      true,
    );
    expect((await list({ exam: '选调生' })).data.list.map((c) => c.exam)).toEqual(
      expect.arrayContaining(['选调生']),
    );
    expect((await list({ price: 'free' })).data.list.every((c) => c.isFree)).toBe(true);
    expect((await list({ price: 'vip_free' })).data.list.map((c) => c.title)).toEqual([
      TITLES.vipFree,
    ]);
    expect((await list({ price: 'paid' })).data.list.every((c) => !c.isFree)).toBe(true);

    const byTeacher = (await list({ keyword: '赵立新' })).data.list.map((c) => c.title);
    expect(byTeacher.sort()).toEqual(
      [TITLES.interview, TITLES.interviewOpen, TITLES.groupTalk].sort(),
    );
    expect((await list({ keyword: '速算' })).data.list.map((c) => c.title)).toContain(
      TITLES.vipFree,
    );
    expect((await list({ keyword: '%' })).data.total).toBe(0);
    expect((await list({ keyword: '申论', subject: '面试' })).data.total).toBe(0);

    const prices = (await list({ sort: 'price_asc' })).data.list.map((c) => Number(c.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = (await list({ sort: 'price_desc' })).data.list.map((c) => Number(c.price));
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const sales = (await list({ sort: 'sales' })).data.list.map((c) => c.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const newest = (await list({ sort: 'newest' })).data.list.map((c) => c.publishedAt);
    expect(newest).toEqual([...newest].sort().reverse());

    const page2 = await call<Page>(t.app, 'GET', '/pc/courses', {
      query: { pageSize: 3, page: 2 },
    });
    expect(page2.data.list).toHaveLength(3);
    expect(await list({ kind: 'lecture' })).toMatchObject({ status: 400, msg: '课程类型不正确' });
    expect(await list({ sort: 'cheap' })).toMatchObject({ status: 400, msg: '排序方式不正确' });

    const filters = await call<CourseFilters>(t.app, 'GET', '/pc/courses/filters');
    expect(filters.data.kinds.find((k) => k.value === 'public')).toEqual({
      value: 'public',
      label: '公开课',
      count: 2,
    });
    expect(filters.data.prices.find((p) => p.value === 'vip_free')!.count).toBe(1);
  });

  it("shows a course's detail: intro, teachers, outline with 试看 and durations, reviews", async () => {
    const course = await courseByTitle(t.app, TITLES.xingce);
    const { data } = await call<CourseDetail>(t.app, 'GET', `/pc/courses/${course.id}`);
    expect(data.intro).toContain('国考行测');
    expect(data.highlights.length).toBeGreaterThan(0);
    expect(data.teachers.map((x) => x.name)).toEqual(['李文博', '陈思远', '刘晓萌']);
    expect(data.teachers[0]!.intro.length).toBeGreaterThan(20);
    expect(data.chapters.length).toBeGreaterThanOrEqual(4);
    const lessons = data.chapters.flatMap((c) => c.lessons);
    expect(lessons.filter((l) => l.isTrial).length).toBeGreaterThan(0);
    for (const lesson of lessons.filter((l) => l.kind === 'video')) {
      expect(lesson.durationSeconds).toBeGreaterThan(0);
    }
    expect(lessons.find((l) => l.kind === 'live')!.liveAt).toEqual(expect.any(String));
    expect(data.includedIn.map((c) => c.title)).toEqual([TITLES.package]);
    expect(data.reviewSummary.count).toBe(4);
    expect(data.reviewSummary.average).toBe(4.8);
    expect(data.reviewSummary.stars).toEqual([0, 0, 0, 1, 3]);
    expect(data.reviews[0]!.userName.length).toBeGreaterThan(0);

    const pkg = await courseByTitle(t.app, TITLES.package);
    const pack = (await call<CourseDetail>(t.app, 'GET', `/pc/courses/${pkg.id}`)).data;
    expect(pack.chapters).toEqual([]);
    expect(pack.packageCourses.map((c) => c.title)).toEqual([
      TITLES.xingce,
      TITLES.shenlun,
      TITLES.vipFree,
    ]);
    expect(pack.lessonCount).toBe(pack.packageCourses.reduce((n, c) => n + c.lessonCount, 0));

    expect(await call(t.app, 'GET', '/pc/courses/9999999')).toMatchObject({
      status: 404,
      msg: '课程不存在或已下架',
    });
    await t.app.db
      .updateTable('courses')
      .set({ status: 'off' })
      .where('id', '=', course.id)
      .execute();
    try {
      expect(await call(t.app, 'GET', `/pc/courses/${course.id}`)).toMatchObject({ status: 404 });
      const holder = await newLearner(t.app);
      await enrol(t.app, holder.id, course.id, 'order', 10);
      expect(
        (await call(t.app, 'GET', `/pc/courses/${course.id}`, { token: holder.token })).status,
      ).toBe(200);
    } finally {
      await t.app.db
        .updateTable('courses')
        .set({ status: 'on_sale' })
        .where('id', '=', course.id)
        .execute();
    }
  });

  it('takes one review per learner who holds the course, checked on the server', async () => {
    const course = await courseByTitle(t.app, TITLES.interview);
    const review = (token: string | undefined, body: object) =>
      call<Review>(t.app, 'POST', '/pc/courses/review', {
        ...(token ? { token } : {}),
        body: { courseId: course.id, ...body },
      });
    const count = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('course_reviews')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('course_id', '=', course.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();

    const stranger = await newLearner(t.app);
    expect(
      await review(stranger.token, { rating: 5, content: '老师讲得很好，受益匪浅' }),
    ).toMatchObject({
      status: 403,
      msg: '购买课程后才能评价',
    });
    expect(await review(undefined, { rating: 5, content: '老师讲得很好' })).toMatchObject({
      status: 401,
    });

    const buyer = await newLearner(t.app);
    await enrol(t.app, buyer.id, course.id, 'order', 100);
    for (const [body, msg] of [
      [{ rating: 6, content: '老师讲得很好，受益匪浅' }, '评分应为1-5星'],
      [{ rating: 0, content: '老师讲得很好，受益匪浅' }, '评分应为1-5星'],
      [{ content: '老师讲得很好，受益匪浅' }, '请选择评分'],
      [{ rating: 4, content: '很好' }, '评价内容应为5-300个字'],
      [{ rating: 4, content: '   好    ' }, '评价内容应为5-300个字'],
      [{ rating: 4, content: '好'.repeat(301) }, '评价内容应为5-300个字'],
    ] as const) {
      expect(await review(buyer.token, body)).toMatchObject({ status: 400, msg });
    }
    expect(await count()).toBe(before);

    const posted = await review(buyer.token, { rating: 3, content: '  内容扎实，节奏稍快  ' });
    expect(posted).toMatchObject({ code: 200, msg: '评价成功' });
    expect(posted.data).toMatchObject({ rating: 3, content: '内容扎实，节奏稍快', mine: true });
    expect(await review(buyer.token, { rating: 5, content: '再评价一次试试看' })).toMatchObject({
      status: 400,
      msg: '您已评价过该课程',
    });
    expect(await count()).toBe(before + 1);

    const page = await call<{ list: Review[]; total: number; summary: ReviewSummary }>(
      t.app,
      'GET',
      `/pc/courses/${course.id}/reviews`,
      { token: buyer.token, query: { pageSize: 1 } },
    );
    expect(page.data.total).toBe(before + 1);
    expect(page.data.list).toHaveLength(1);
    expect(page.data.list[0]).toMatchObject({ content: '内容扎实，节奏稍快', mine: true });
    expect(page.data.summary.stars[2]).toBe(1);
    const detail = await call<CourseDetail>(t.app, 'GET', `/pc/courses/${course.id}`, {
      token: buyer.token,
    });
    expect(detail.data.viewer.canReview).toBe(false);
  });

  it("lists public classes with their live time and the viewer's enrolment", async () => {
    const who = await newLearner(t.app);
    const open = await courseByTitle(t.app, TITLES.openClass);
    await call(t.app, 'POST', '/pc/courses/enrol', {
      token: who.token,
      body: { courseId: open.id },
    });
    const page = await call<{ list: PublicClass[]; total: number }>(
      t.app,
      'GET',
      '/pc/publicClasses',
      { token: who.token },
    );
    expect(page.data.total).toBe(2);
    expect(page.data.list[0]!.title).toBe(TITLES.openClass);
    expect(page.data.list[0]).toMatchObject({ enrolled: true, startsAt: expect.any(String) });
    expect(page.data.list[1]).toMatchObject({ enrolled: false });
    const visitor = await call<{ list: PublicClass[] }>(t.app, 'GET', '/pc/publicClasses');
    expect(visitor.data.list.every((c) => !c.enrolled)).toBe(true);
  });

  it("answers the course customer service with the course adviser, and the viewer's own first", async () => {
    const course = await courseByTitle(t.app, TITLES.xingce);
    const answer = await call<CourseCustomerService>(
      t.app,
      'GET',
      `/app/customerService/courseId/${course.id}`,
    );
    expect(answer.data).toMatchObject({
      courseId: course.id,
      courseTitle: TITLES.xingce,
      adviser: { id: course.adviser_id, name: expect.any(String) },
    });
    expect(answer.data.text).toContain(answer.data.adviser!.name);

    const who = await newLearner(t.app);
    const other = await t.app.db
      .selectFrom('course_adviser')
      .select(['id', 'name'])
      .where('id', '!=', course.adviser_id!)
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('user_course_adviser')
      .values({ user_id: who.id, adviser_id: other.id, updated_at: new Date().toISOString() })
      .execute();
    const mine = await call<CourseCustomerService>(
      t.app,
      'GET',
      `/app/customerService/courseId/${course.id}`,
      { token: who.token },
    );
    expect(mine.data.adviser).toEqual(other);
  });

  it("serves the learning API's course list and outline, with the token either way", async () => {
    const who = await newLearner(t.app);
    const course = await courseByTitle(t.app, TITLES.xingce);
    await enrol(t.app, who.id, course.id, 'order', 30);
    const listed = await learn<{ list: CourseCard[]; total: number }>(
      t.app,
      'GET',
      '/course/list',
      {
        query: { subject: '行测', pageSize: 50 },
      },
    );
    expect(listed.data.list.every((c) => c.subject === '行测')).toBe(true);
    for (const tokenAs of ['header', 'bearer'] as const) {
      const outline = await learn<{ courseId: number; title: string; chapters: Chapter[] }>(
        t.app,
        'POST',
        '/classCourse/getClassCourseCatalogueList',
        { token: who.token, tokenAs, body: { courseId: course.id } },
      );
      expect(outline.data.title).toBe(TITLES.xingce);
      expect(
        outline.data.chapters.flatMap((c) => c.lessons).every((l) => l.access === 'full'),
      ).toBe(true);
    }
    const asVisitor = await learn<{ chapters: Chapter[] }>(
      t.app,
      'POST',
      '/classCourse/getClassCourseCatalogueList',
      { body: { courseId: course.id } },
    );
    expect(
      asVisitor.data.chapters.flatMap((c) => c.lessons).some((l) => l.access === 'trial'),
    ).toBe(true);
    // The main API takes the learning API's header too.
    const detail = await call<CourseDetail>(t.app, 'GET', `/pc/courses/${course.id}`, {
      token: who.token,
      tokenAs: 'header',
    });
    expect(detail.data.viewer.entitled).toBe(true);
  });
});
