import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetail } from '@shangan/shared/contracts/courses/catalogue';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import {
  call,
  courseByTitle,
  courseLessons,
  enrol,
  newLearner,
  newVip,
  TITLES,
} from './courses.test-support.ts';
import { lessonVideoOwner } from './video-owner.ts';

/**
 * Who may watch what, as the player asks it (the 'lesson' video owner) and as the outline shows
 * it: one table of people, courses and lessons. Enrolments are written directly; the purchase
 * tests buy through the shop.
 */
describe.each(engines)('course rights on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
  });
  afterAll(() => t.close());

  const lessons = (title: string) => courseLessons(t.app, title);
  const access = (userId: number | null, lessonId: number) =>
    lessonVideoOwner.access(t.app.db, userId, lessonId);

  it('answers the table of people, courses and lessons', async () => {
    const paid = await lessons(TITLES.xingce);
    const vipFree = await lessons(TITLES.vipFree);
    const free = await lessons(TITLES.free);
    const interview = await lessons(TITLES.interview);
    const pkg = await courseByTitle(t.app, TITLES.package);

    const buyer = await newLearner(t.app);
    await enrol(t.app, buyer.id, paid.course.id, 'order', 300);
    const expired = await newLearner(t.app);
    await enrol(t.app, expired.id, paid.course.id, 'order', -1);
    await enrol(t.app, expired.id, vipFree.course.id, 'order', -1);
    const vip = await newVip(t.app);
    const lapsedVip = await newVip(t.app, -1);
    await enrol(t.app, lapsedVip.id, vipFree.course.id, 'vip', null);
    const plain = await newLearner(t.app);
    const packageBuyer = await newLearner(t.app);
    await enrol(t.app, packageBuyer.id, pkg.id, 'order', 300);

    const full = { level: 'full' };
    const trial30 = { level: 'trial', trialSeconds: 30 };
    const rows: Array<[string, number | null, number, object]> = [
      ['visitor, 试看 lesson', null, paid.trial!.id, full],
      ['visitor, other lesson of a course with previews', null, paid.locked.id, trial30],
      ['signed in, not bought: preview only', plain.id, paid.locked.id, trial30],
      ['buyer within validity', buyer.id, paid.locked.id, full],
      ['buyer past validity: preview again', expired.id, paid.locked.id, trial30],
      [
        'buyer past validity, course without previews',
        expired.id,
        vipFree.locked.id,
        { level: 'none', reason: '课程已过期，续费后即可观看' },
      ],
      ['VIP on a VIP-free course', vip.id, vipFree.locked.id, full],
      ['VIP on a course that is not VIP-free', vip.id, paid.locked.id, trial30],
      [
        'non-VIP on a VIP-free course',
        plain.id,
        vipFree.locked.id,
        { level: 'none', reason: '开通VIP或购买课程后即可观看' },
      ],
      [
        'visitor on a VIP-free course',
        null,
        vipFree.locked.id,
        { level: 'none', reason: '登录并开通VIP或购买课程后即可观看' },
      ],
      ['non-VIP, 试看 lesson of a VIP-free course', plain.id, vipFree.trial!.id, full],
      [
        'lapsed VIP holding a VIP enrolment',
        lapsedVip.id,
        vipFree.locked.id,
        { level: 'none', reason: '开通VIP或购买课程后即可观看' },
      ],
      ['signed in, free course', plain.id, free.locked.id, full],
      [
        'visitor, free course',
        null,
        free.locked.id,
        { level: 'none', reason: '登录后即可免费学习' },
      ],
      ['package buyer, member course', packageBuyer.id, paid.locked.id, full],
      ['package buyer, course outside the package', packageBuyer.id, interview.locked.id, trial30],
    ];
    for (const [label, userId, lessonId, expected] of rows) {
      expect({ label, access: await access(userId, lessonId) }).toEqual({
        label,
        access: expected,
      });
    }
  });

  it('opens no video for a document lesson or an unknown lesson', async () => {
    const paid = await lessons(TITLES.xingce);
    const buyer = await newLearner(t.app);
    await enrol(t.app, buyer.id, paid.course.id, 'order', 30);
    expect(await access(buyer.id, paid.document!.id)).toEqual({
      level: 'none',
      reason: '该课时不是视频',
    });
    expect(await access(buyer.id, 9_999_999)).toEqual({ level: 'none', reason: '课时不存在' });
  });

  it('shows the same rights in the outline, with documents only to those who may open them', async () => {
    const paid = await lessons(TITLES.xingce);
    const detail = (token?: string) =>
      call<CourseDetail>(t.app, 'GET', `/pc/courses/${paid.course.id}`, token ? { token } : {});
    const lessonOf = (d: CourseDetail, id: number) =>
      d.chapters.flatMap((c) => c.lessons).find((l) => l.id === id)!;

    const visitor = (await detail()).data;
    expect(visitor.viewer).toMatchObject({
      signedIn: false,
      entitled: false,
      action: 'login',
      actionText: '登录后学习',
    });
    expect(lessonOf(visitor, paid.trial!.id)).toMatchObject({ isTrial: true, access: 'full' });
    expect(lessonOf(visitor, paid.locked.id)).toMatchObject({ access: 'trial', trialSeconds: 30 });
    expect(lessonOf(visitor, paid.document!.id)).toMatchObject({
      access: 'none',
      documentUrl: '',
      lockedReason: '登录并购买课程后即可观看',
    });

    const buyer = await newLearner(t.app);
    await enrol(t.app, buyer.id, paid.course.id, 'order', 30);
    const bought = (await detail(buyer.token)).data;
    expect(bought.viewer).toMatchObject({
      entitled: true,
      enrolled: true,
      bought: true,
      source: 'order',
      canBuy: false,
      canReview: true,
      action: 'study',
    });
    const doc = lessonOf(bought, paid.document!.id);
    expect(doc.access).toBe('full');
    const file = await t.app.inject({ method: 'GET', url: doc.documentUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/svg+xml');
    expect(file.body).toContain('课程讲义');
    const forged = await t.app.inject({
      method: 'GET',
      url: doc.documentUrl.replace(/sign=[0-9a-f]/, (m) => (m.endsWith('0') ? 'sign=1' : 'sign=0')),
    });
    expect(forged.statusCode).toBe(403);
    const expired = await t.app.inject({
      method: 'GET',
      url: doc.documentUrl.replace(/expires=\d+/, 'expires=1000'),
    });
    expect(expired.statusCode).toBe(403);

    const exercise = bought.chapters.flatMap((c) => c.lessons).find((l) => l.kind === 'exercise')!;
    expect(exercise.questionSectionId).toEqual(expect.any(Number));
    const section = await t.app.db
      .selectFrom('qb_catalogue')
      .select('name')
      .where('id', '=', exercise.questionSectionId!)
      .executeTakeFirstOrThrow();
    expect(section.name).toBe('片段阅读');
  });

  it('tells a lapsed buyer to renew and a VIP on a VIP-free course to enrol for free', async () => {
    const paid = await courseByTitle(t.app, TITLES.xingce);
    const vipFree = await courseByTitle(t.app, TITLES.vipFree);
    const lapsed = await newLearner(t.app);
    await enrol(t.app, lapsed.id, paid.id, 'order', -1);
    const seen = await call<CourseDetail>(t.app, 'GET', `/pc/courses/${paid.id}`, {
      token: lapsed.token,
    });
    expect(seen.data.viewer).toMatchObject({
      entitled: false,
      expired: true,
      bought: true,
      canBuy: true,
      action: 'buy',
      actionText: '续费购买',
    });

    const vip = await newVip(t.app);
    const asVip = await call<CourseDetail>(t.app, 'GET', `/pc/courses/${vipFree.id}`, {
      token: vip.token,
    });
    expect(asVip.data.viewer).toMatchObject({
      isVip: true,
      vipFree: true,
      entitled: true,
      enrolled: false,
      canEnrol: true,
      action: 'enrol',
      actionText: 'VIP免费学',
    });
    const plain = await newLearner(t.app);
    const asPlain = await call<CourseDetail>(t.app, 'GET', `/pc/courses/${vipFree.id}`, {
      token: plain.token,
    });
    expect(asPlain.data.viewer).toMatchObject({
      vipFree: false,
      canEnrol: false,
      canBuy: true,
      action: 'buy',
      actionText: '立即购买',
    });
  });
});
