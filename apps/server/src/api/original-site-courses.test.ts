import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type {
  MicroLessonCourse,
  MicroLessonCourseDetail,
  SkuCourse,
  SkuCourseInfo,
  WebCoursePeriodVO,
} from '@shangan/shared/contracts/courses/original-site';
import type {
  PeriodVid,
  VidAuthorization,
} from '@shangan/shared/contracts/course-video/original-site';
import { DAY_MS } from '../lib/time.ts';
import { send as rawSend, tokenHeaders } from '../../test/client.ts';
import { decrypts, parsePlaylist, privateStorage, type Playlist } from '../../test/hls.ts';
import { createLearner } from '../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../test/test-app.ts';

/**
 * The previous site's own client against this server, end to end: it signs in through the
 * login endpoint as the demo learner, then speaks only the old course and video calls of the
 * learning API with their field names, sending the session token the way those clients do —
 * as `Authorization: Bearer` and as a `token` header at once. From the learner's courses it
 * opens each outline, finds the lessons' vids, asks each one's play authorization and plays it
 * (playlist, key, first segment decrypted); it puts another person's userId in the query as
 * those clients put one; and it reads the purchase flags of the catalogue. Nothing is arranged
 * in the database except a second person and a VIP member, who have no phone to log in with.
 */
const DEMO = { phone: '13800000001', password: 'shangan123', watermark: '138****0001' };
const TITLES = {
  held: '2027国考行测系统精讲班',
  notHeld: '2027省考申论高分写作班',
  vipFree: '资料分析速算技巧',
} as const;
const CHINESE = /[\u4e00-\u9fff]/;

const localStorage = privateStorage('original-site');

interface Envelope<T> {
  status: number;
  code: number;
  msg: string;
  data: T;
}
type Records<T> = { records: T[]; total: number; current: number; size: number };

const videoPeriods = (detail: MicroLessonCourseDetail): WebCoursePeriodVO[] =>
  detail.webCourseSectionVOS
    .flatMap((section) => section.webCoursePeriodVOS)
    .filter((period) => period.webCourseWareVO.type === 1);

describe.each(engines)("the original site's client on %s", (engine) => {
  let t: TestApp;
  let app: FastifyInstance;
  let token: string;

  /** A request as the old clients make it: they send the session both ways on every call. */
  const send = (
    url: string,
    options: {
      method?: 'GET' | 'POST';
      token?: string | null;
      query?: Record<string, string | number>;
      body?: object;
    } = {},
  ) =>
    rawSend(app, options.method ?? 'GET', url, {
      headers: tokenHeaders(options.token ?? undefined, 'both'),
      ...(options.query ? { query: options.query } : {}),
      ...(options.body ? { body: options.body } : {}),
    });

  /** A call of the old site's client on the learning API, as the demo learner by default. */
  async function site<T>(
    call: string,
    query: Record<string, string | number>,
    as: string | null = token,
  ): Promise<Envelope<T>> {
    const res = await send(`/gxw-web-student/${call}`, { token: as, query });
    return { status: res.statusCode, ...(res.json() as Omit<Envelope<T>, 'status'>) };
  }

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true, config: { storage: localStorage } });
    app = t.app;
    const login = await send('/api/v1/pc/login', {
      method: 'POST',
      body: { type: '1', account: DEMO.phone, password: DEMO.password },
    });
    expect(login.statusCode).toBe(200);
    token = (login.json() as { data: { token: string } }).data.token;
    expect(token).toBeTruthy();
    // A budget for a busy machine: the run's seeded template may be built by this very call.
  }, 120_000);
  afterAll(() => t.close());

  async function playlist(url: string): Promise<Playlist> {
    const res = await send(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('mpegurl');
    return parsePlaylist(res.body);
  }

  /**
   * Plays an authorization as the old player does with the given session: the playlist, its
   * key and the first segment. True when that segment decrypts with the key this session got.
   */
  async function plays(auth: VidAuthorization, session: string): Promise<boolean> {
    const list = await playlist(auth.playUrl);
    expect(list.segments.length).toBeGreaterThan(0);
    const key = await send(list.keyUrl, { token: session });
    expect(key.statusCode).toBe(200);
    expect(key.rawPayload).toHaveLength(16);
    const segment = await send(list.segments[0]!);
    expect(segment.statusCode).toBe(200);
    return decrypts(segment.rawPayload, key.rawPayload, list.iv);
  }

  const authorize = (
    vid: string,
    query: Record<string, string | number> = {},
    as: string | null = token,
  ) => site<VidAuthorization>('webLive/getVidAuthorization', { vid, ...query }, as);

  /** The catalogue as the old client pages it, by title. */
  async function catalogue(as: string | null = token): Promise<Map<string, SkuCourse>> {
    const page = await site<Records<SkuCourse>>('sku/course/page', { current: 1, size: 50 }, as);
    expect(page.code).toBe(200);
    return new Map(page.data.records.map((r) => [r.courseSkuName, r]));
  }

  const detailOf = async (courseSkuId: number) => {
    const detail = await site<MicroLessonCourseDetail>('webTimeArrange/microLessonCourseDetail', {
      courseSkuId,
    });
    expect(detail.code).toBe(200);
    return detail.data;
  };
  const vidsOf = async (courseSkuId: number, as: string | null = token) => {
    const vids = await site<{ periodVids: PeriodVid[] }>(
      'webTimeArrange/getWebSectionPeriodVidVO',
      { courseSkuId },
      as,
    );
    expect(vids.code).toBe(200);
    return vids.data.periodVids;
  };

  it("lists the learner's courses, opens each and plays every lesson by its vid", async () => {
    const mine = await site<Records<MicroLessonCourse>>('webTimeArrange/pageMicroLessonCourse', {
      current: 1,
      size: 10,
    });
    expect(mine.code).toBe(200);
    expect(mine.data.records.map((r) => r.courseSkuName)).toEqual([TITLES.held]);
    expect(mine.data.total).toBe(1);

    for (const course of mine.data.records) {
      expect(course.classRoomId).toBe(course.courseSkuId);
      expect(course.studentGoodsId).toBeGreaterThan(0);

      const detail = await detailOf(course.courseSkuId);
      expect(detail.courseSkuName).toBe(course.courseSkuName);
      const periods = detail.webCourseSectionVOS.flatMap((s) => s.webCoursePeriodVOS);
      expect(periods.length).toBeGreaterThan(0);
      for (const period of periods) {
        expect(period.coursePeriodName).toMatch(CHINESE);
        expect(period.timeArrangeId).toBe(period.coursePeriodId);
        expect(period.webCourseWareVO.coursewareId).toBe(period.coursePeriodId);
        expect(period.webCourseWareVO.coursewareName).toBe(period.coursePeriodName);
        // Held: every lesson opens, and a document comes with its signed file.
        expect(period.playbackAuthority).toBe(true);
        if (period.webCourseWareVO.type === 2) {
          expect(period.webCourseWareVO.coursewareUrl).toContain('/pc/courses/documents/');
        }
      }
      const videos = videoPeriods(detail);
      expect(videos.every((p) => p.webCourseWareVO.fileType === 'm3u8')).toBe(true);

      // The vids come in the outline's order, one per video lesson, on the same ids.
      const vids = await vidsOf(course.courseSkuId);
      expect(vids.map((v) => v.periodId)).toEqual(videos.map((p) => p.coursePeriodId));
      for (const [index, pv] of vids.entries()) {
        expect(pv).toEqual({
          periodId: videos[index]!.coursePeriodId,
          vid: expect.any(String),
          classId: course.courseSkuId,
          timeArrangeId: videos[index]!.timeArrangeId,
          courseCoursewareId: videos[index]!.webCourseWareVO.coursewareId,
        });
      }
      expect(new Set(vids.map((v) => v.vid)).size).toBe(vids.length);

      // Each lesson's authorization plays for this learner, in full, where they stopped.
      const resumes: number[] = [];
      for (const [index, pv] of vids.entries()) {
        const auth = await authorize(pv.vid, { courseSkuId: course.courseSkuId });
        expect(auth.code).toBe(200);
        expect(auth.data).toMatchObject({
          vid: pv.vid,
          access: 'full',
          trialSeconds: null,
          watermark: DEMO.watermark,
        });
        expect(auth.data.playsafe.length).toBeGreaterThanOrEqual(32);
        expect(new URL(auth.data.playUrl, 'http://x').searchParams.get('t')).toBe(
          auth.data.playsafe,
        );
        expect(Date.parse(auth.data.expireTime)).toBeGreaterThan(Date.now());
        expect(auth.data.duration).toBeGreaterThan(0);
        expect(Math.abs(auth.data.duration - videos[index]!.duration)).toBeLessThanOrEqual(1);
        const list = await playlist(auth.data.playUrl);
        const listed = list.durations.reduce((a, b) => a + b, 0);
        expect(Math.abs(listed - auth.data.duration)).toBeLessThanOrEqual(1);
        expect(await plays(auth.data, token)).toBe(true);
        resumes.push(auth.data.resumeSeconds);
      }
      // The demo learner finished the first two lessons and stopped 45 s into the third.
      expect(resumes.slice(0, 4)).toEqual([0, 0, 45, 0]);
    }
  }, 180_000);

  it('reads the session, never a userId in the query', async () => {
    const shop = await catalogue();
    const held = shop.get(TITLES.held)!;
    const outsider = await createLearner(app.db);
    const demoUserId = (
      await app.db
        .selectFrom('app_user')
        .select('id')
        .where('phone', '=', DEMO.phone)
        .executeTakeFirstOrThrow()
    ).id;
    const heldVideos = videoPeriods(await detailOf(held.courseSkuId));
    const locked = heldVideos.find((p) => !p.isAudition)!;
    const vid = (await vidsOf(held.courseSkuId)).find(
      (p) => p.periodId === locked.coursePeriodId,
    )!.vid;

    // The learner sends someone else's id: still their own full authorization and stream.
    const own = await authorize(vid, { userId: outsider.id });
    expect(own.data).toMatchObject({
      access: 'full',
      trialSeconds: null,
      watermark: DEMO.watermark,
    });
    expect(await plays(own.data, token)).toBe(true);
    // The same play authorization in the other person's hands gets no working key.
    const again = await authorize(vid, { userId: outsider.id });
    expect(await plays(again.data, outsider.token)).toBe(false);

    // Someone who does not hold the course sends the learner's id: their own preview only.
    const theirs = await authorize(vid, { userId: demoUserId }, outsider.token);
    expect(theirs.code).toBe(200);
    expect(theirs.data).toMatchObject({ access: 'trial', trialSeconds: 30 });
    expect(theirs.data.watermark).not.toBe(DEMO.watermark);
    const list = await playlist(theirs.data.playUrl);
    expect(list.durations.reduce((a, b) => a + b, 0)).toBeLessThan(theirs.data.duration);
    expect(await plays(theirs.data, outsider.token)).toBe(true);
    // Their stream did not end the learner's: the learner's last authorization still plays.
    expect(await plays(again.data, token)).toBe(true);

    // Without a session there is no authorization at all, whatever userId is sent.
    const visitor = await authorize(vid, { userId: demoUserId }, null);
    expect(visitor.status).toBe(401);
    expect(visitor.msg).toMatch(CHINESE);
  }, 120_000);

  it("gives no authorization for a course's non-trial lessons the learner does not hold", async () => {
    const shop = await catalogue();

    // A VIP-free micro course without previews: only its 试看 lesson plays.
    const vipFree = shop.get(TITLES.vipFree)!;
    const vipFreeDetail = await detailOf(vipFree.courseSkuId);
    const vipFreePeriods = videoPeriods(vipFreeDetail);
    const vipFreeVids = await vidsOf(vipFree.courseSkuId);
    expect(vipFreeVids.map((v) => v.periodId)).toEqual(vipFreePeriods.map((p) => p.coursePeriodId));
    expect(vipFreePeriods.some((p) => p.isAudition)).toBe(true);
    for (const [index, pv] of vipFreeVids.entries()) {
      const period = vipFreePeriods[index]!;
      expect(period.playbackAuthority).toBe(period.isAudition);
      const auth = await authorize(pv.vid, { courseSkuId: vipFree.courseSkuId });
      if (period.isAudition) {
        expect(auth.data).toMatchObject({ access: 'full', trialSeconds: null });
        expect(await plays(auth.data, token)).toBe(true);
      } else {
        expect(auth).toMatchObject({ status: 403, code: 403, msg: '开通VIP或购买课程后即可观看' });
        expect(auth.data).toBeNull();
      }
    }

    // A system course with previews: its non-trial lessons give a preview's authorization,
    // whose playlist stops at the preview's end.
    const notHeld = shop.get(TITLES.notHeld)!;
    const detail = await detailOf(notHeld.courseSkuId);
    const periods = videoPeriods(detail);
    const vids = await vidsOf(notHeld.courseSkuId);
    expect(vids.map((v) => v.periodId)).toEqual(periods.map((p) => p.coursePeriodId));
    for (const document of detail.webCourseSectionVOS
      .flatMap((s) => s.webCoursePeriodVOS)
      .filter((p) => p.webCourseWareVO.type === 2)) {
      expect(document).toMatchObject({ playbackAuthority: false });
      expect(document.webCourseWareVO.coursewareUrl).toBe('');
    }
    for (const [index, pv] of vids.entries()) {
      const period = periods[index]!;
      expect(period.playbackAuthority).toBe(period.isAudition);
      const auth = await authorize(pv.vid, { courseSkuId: notHeld.courseSkuId });
      expect(auth.code).toBe(200);
      if (period.isAudition) {
        expect(auth.data).toMatchObject({ access: 'full', trialSeconds: null });
        continue;
      }
      expect(auth.data).toMatchObject({ access: 'trial', trialSeconds: 30 });
      const list = await playlist(auth.data.playUrl);
      const listed = list.durations.reduce((a, b) => a + b, 0);
      expect(listed).toBeGreaterThanOrEqual(30);
      expect(listed - list.durations.at(-1)!).toBeLessThan(30);
      expect(listed).toBeLessThan(auth.data.duration);
    }
    // The held course's ids passed beside them change nothing.
    const held = shop.get(TITLES.held)!;
    const locked = vipFreeVids[vipFreePeriods.findIndex((p) => !p.isAudition)]!;
    expect(
      await authorize(locked.vid, { courseSkuId: held.courseSkuId, classId: held.courseSkuId }),
    ).toMatchObject({ status: 403, msg: '开通VIP或购买课程后即可观看' });
  }, 180_000);

  it('flags held, not-held and VIP-free courses with isBuy, playbackAuthority and isVipFree', async () => {
    const flags = (course: SkuCourse | SkuCourseInfo) => ({
      isBuy: course.isBuy,
      playbackAuthority: course.playbackAuthority,
      isVipFree: course.isVipFree,
    });
    const info = async (courseSkuId: number, as: string | null = token) => {
      const res = await site<SkuCourseInfo>('sku/course/info', { courseSkuId }, as);
      expect(res.code).toBe(200);
      return res.data;
    };

    const shop = await catalogue();
    const held = shop.get(TITLES.held)!;
    const notHeld = shop.get(TITLES.notHeld)!;
    const vipFree = shop.get(TITLES.vipFree)!;
    const expected = {
      held: { isBuy: true, playbackAuthority: true, isVipFree: false },
      notHeld: { isBuy: false, playbackAuthority: false, isVipFree: false },
      vipFree: { isBuy: false, playbackAuthority: false, isVipFree: true },
    };
    expect(flags(held)).toEqual(expected.held);
    expect(flags(notHeld)).toEqual(expected.notHeld);
    expect(flags(vipFree)).toEqual(expected.vipFree);
    expect(flags(await info(held.courseSkuId))).toEqual(expected.held);
    expect(flags(await info(notHeld.courseSkuId))).toEqual(expected.notHeld);
    expect(flags(await info(vipFree.courseSkuId))).toEqual(expected.vipFree);

    // The held course's info says until when; the learner's list says the same.
    const heldInfo = await info(held.courseSkuId);
    const mine = await site<Records<MicroLessonCourse>>('webTimeArrange/pageMicroLessonCourse', {});
    expect(heldInfo.expireTime).toBe(mine.data.records[0]!.expireTime);
    expect(Date.parse(heldInfo.expireTime!)).toBeGreaterThan(Date.now());
    expect((await info(notHeld.courseSkuId)).expireTime).toBeNull();

    // A current VIP member: the VIP-free course plays in full without being bought.
    const member = await createLearner(app.db, { weight: 10 });
    await app.db
      .updateTable('app_user')
      .set({ expiration_time: new Date(Date.now() + 30 * DAY_MS).toISOString() })
      .where('id', '=', member.id)
      .execute();
    const memberShop = await catalogue(member.token);
    const memberVipFree = { isBuy: false, playbackAuthority: true, isVipFree: true };
    expect(flags(memberShop.get(TITLES.vipFree)!)).toEqual(memberVipFree);
    expect(flags(await info(vipFree.courseSkuId, member.token))).toEqual(memberVipFree);
    expect(flags(memberShop.get(TITLES.held)!)).toEqual(expected.notHeld);
    const lockedVipFree = videoPeriods(await detailOf(vipFree.courseSkuId)).find(
      (p) => !p.isAudition,
    )!;
    const vid = (await vidsOf(vipFree.courseSkuId, member.token)).find(
      (p) => p.periodId === lockedVipFree.coursePeriodId,
    )!.vid;
    const memberAuth = await authorize(vid, {}, member.token);
    expect(memberAuth.data).toMatchObject({ access: 'full', trialSeconds: null });
    expect(await plays(memberAuth.data, member.token)).toBe(true);

    // A visitor: nothing held, nothing playable, the VIP-free mark still shown.
    const visitorShop = await catalogue(null);
    expect(flags(visitorShop.get(TITLES.held)!)).toEqual(expected.notHeld);
    expect(flags(visitorShop.get(TITLES.vipFree)!)).toEqual(expected.vipFree);
  });
});
