import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MicroLessonCourse,
  MicroLessonCourseDetail,
  SkuCourse,
  SkuCourseInfo,
} from '@shangan/shared/contracts/courses/original-site';
import { openSession } from '../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { courseByTitle, enrol, learn, newLearner, newVip, TITLES } from './courses.test-support.ts';
import { lessonVideoOwner } from './video-owner.ts';

type Records<T> = { records: T[]; total: number; current: number; size: number };

/**
 * The previous site's course calls as its own clients make them (the token as a `token` header
 * or as a bearer), with its field names.
 */
describe.each(engines)('original-site course calls on %s', (engine) => {
  let t: TestApp;
  let learnerToken: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    const learner = await t.app.db
      .selectFrom('app_user')
      .select('id')
      .where('phone', '=', '13800000001')
      .executeTakeFirstOrThrow();
    learnerToken = await openSession(t.app.db, learner.id);
  });
  afterAll(() => t.close());

  it("lists the demo learner's courses and each one's sections, periods and courseware", async () => {
    const bought = await courseByTitle(t.app, TITLES.xingce);
    for (const tokenAs of ['header', 'bearer'] as const) {
      const page = await learn<Records<MicroLessonCourse>>(
        t.app,
        'GET',
        '/webTimeArrange/pageMicroLessonCourse',
        { token: learnerToken, tokenAs, query: { current: 1, size: 10 } },
      );
      expect(page.code).toBe(200);
      expect(page.data).toMatchObject({ total: 1, current: 1, size: 10 });
      const enrolment = await t.app.db
        .selectFrom('course_enrolments')
        .select('id')
        .where('course_id', '=', bought.id)
        .where('source', '=', 'order')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      expect(page.data.records[0]).toEqual({
        courseSkuId: bought.id,
        courseSkuName: TITLES.xingce,
        classRoomId: bought.id,
        studentGoodsId: enrolment.id,
        coverUrl: bought.cover_url,
        expireTime: expect.any(String),
        isExpired: false,
      });
    }
    expect(await learn(t.app, 'GET', '/webTimeArrange/pageMicroLessonCourse')).toMatchObject({
      status: 401,
    });

    const detail = await learn<MicroLessonCourseDetail>(
      t.app,
      'GET',
      '/webTimeArrange/microLessonCourseDetail',
      { token: learnerToken, query: { courseSkuId: bought.id } },
    );
    expect(detail.data).toMatchObject({ courseSkuId: bought.id, courseSkuName: TITLES.xingce });
    const periods = detail.data.webCourseSectionVOS.flatMap((s) => s.webCoursePeriodVOS);
    expect(detail.data.webCourseSectionVOS[0]).toEqual({
      courseSectionId: expect.any(Number),
      courseSectionName: '第一章 言语理解与表达',
      webCoursePeriodVOS: expect.any(Array),
    });
    expect(periods[0]).toEqual({
      coursePeriodId: expect.any(Number),
      coursePeriodName: '1.1 片段阅读：主旨概括五步法',
      timeArrangeId: periods[0]!.coursePeriodId,
      duration: expect.any(Number),
      isAudition: true,
      playbackAuthority: true,
      webCourseWareVO: {
        coursewareId: periods[0]!.coursePeriodId,
        coursewareName: '1.1 片段阅读：主旨概括五步法',
        coursewareUrl: '',
        fileType: 'm3u8',
        type: 1,
      },
    });
    const document = periods.find((p) => p.webCourseWareVO.type === 2)!;
    expect(document.webCourseWareVO).toMatchObject({ fileType: 'svg', type: 2 });
    expect(document.webCourseWareVO.coursewareUrl).toContain('/pc/courses/documents/');
    expect(periods.every((p) => p.playbackAuthority)).toBe(true);

    // What the video calls read: the course's video lessons, periodId = the lesson.
    const videoPeriods = await lessonVideoOwner.coursePeriods!(t.app.db, bought.id);
    expect(videoPeriods!.map((p) => p.periodId)).toEqual(
      periods.filter((p) => p.webCourseWareVO.type === 1).map((p) => p.coursePeriodId),
    );
    expect(videoPeriods![0]).toEqual({
      periodId: periods[0]!.coursePeriodId,
      classId: bought.id,
      timeArrangeId: periods[0]!.coursePeriodId,
      courseCoursewareId: periods[0]!.coursePeriodId,
    });
    expect(await lessonVideoOwner.coursePeriods!(t.app.db, 9_999_999)).toBeNull();
  });

  it('flags the catalogue with isBuy, playbackAuthority and isVipFree for the caller', async () => {
    const bought = await courseByTitle(t.app, TITLES.xingce);
    const vipFree = await courseByTitle(t.app, TITLES.vipFree);
    const free = await courseByTitle(t.app, TITLES.free);
    const page = async (token?: string, tokenAs?: 'bearer' | 'header') =>
      (
        await learn<Records<SkuCourse>>(t.app, 'GET', '/sku/course/page', {
          ...(token ? { token } : {}),
          ...(tokenAs ? { tokenAs } : {}),
          query: { size: 50 },
        })
      ).data.records;
    const flags = (records: SkuCourse[], id: number) => {
      const r = records.find((x) => x.courseSkuId === id)!;
      return { isBuy: r.isBuy, playbackAuthority: r.playbackAuthority, isVipFree: r.isVipFree };
    };

    const mine = await page(learnerToken, 'bearer');
    expect(mine.length).toBeGreaterThanOrEqual(8);
    expect(flags(mine, bought.id)).toEqual({
      isBuy: true,
      playbackAuthority: true,
      isVipFree: false,
    });
    expect(flags(mine, vipFree.id)).toEqual({
      isBuy: false,
      playbackAuthority: false,
      isVipFree: true,
    });
    expect(flags(mine, free.id)).toEqual({
      isBuy: false,
      playbackAuthority: true,
      isVipFree: false,
    });

    const visitor = await page();
    expect(flags(visitor, bought.id)).toEqual({
      isBuy: false,
      playbackAuthority: false,
      isVipFree: false,
    });
    expect(flags(visitor, free.id).playbackAuthority).toBe(false);

    const vip = await newVip(t.app);
    expect(flags(await page(vip.token), vipFree.id)).toEqual({
      isBuy: false,
      playbackAuthority: true,
      isVipFree: true,
    });

    const record = mine.find((x) => x.courseSkuId === bought.id)!;
    expect(record).toMatchObject({
      courseSkuName: TITLES.xingce,
      price: '599.00',
      originalPrice: '899.00',
      courseType: 'system',
      teacherNames: '李文博、陈思远、刘晓萌',
    });

    const lapsed = await newLearner(t.app);
    await enrol(t.app, lapsed.id, vipFree.id, 'order', -1);
    const info = await learn<SkuCourseInfo>(t.app, 'GET', '/sku/course/info', {
      token: lapsed.token,
      query: { courseSkuId: vipFree.id },
    });
    expect(info.data).toMatchObject({
      courseSkuId: vipFree.id,
      isBuy: false,
      playbackAuthority: false,
      isVipFree: true,
      validityDays: 90,
      expireTime: expect.any(String),
    });
    expect(
      await learn(t.app, 'GET', '/sku/course/info', { query: { courseSkuId: 0 } }),
    ).toMatchObject({ status: 400, msg: '课程编号不正确' });
  });
});
