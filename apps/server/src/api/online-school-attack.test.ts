import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CourseDetail, Lesson } from '@shangan/shared/contracts/courses/catalogue';
import type {
  PlayInfo,
  ProgressResult,
  StreamState,
} from '@shangan/shared/contracts/course-video/playback';
import type {
  PeriodVid,
  VidAuthorization,
} from '@shangan/shared/contracts/course-video/original-site';
import { hmacHex } from '../lib/crypto.ts';
import { DAY_MS } from '../lib/time.ts';
import { send as rawSend, tokenHeaders, type SendOptions } from '../../test/client.ts';
import { decrypts, parsePlaylist, privateStorage, type Playlist } from '../../test/hls.ts';
import { createLearner, openSession } from '../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../test/test-app.ts';

/**
 * The online school's protected video attacked through HTTP only, as a downloader, a learner
 * without the right or a script would: lessons of courses not held (or no longer held) and
 * their ids passed beside a course that is held, another person's id in the query, key tokens
 * reused, foreign or stale, segment addresses without or with a tampered signature, progress
 * beyond what was fetched or faster than anyone can watch, bad input on every video route, and
 * several devices starting at once. People and their enrolments are arranged in the database;
 * everything they do goes through the routes.
 */
const CHINESE = /[\u4e00-\u9fff]/;
const TITLES = {
  xingce: '2027国考行测系统精讲班',
  shenlun: '2027省考申论高分写作班',
  vipFree: '资料分析速算技巧',
  package: '2027国考笔试全科套餐',
} as const;

const localStorage = privateStorage('video-attack');

interface Envelope<T> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

describe.each(engines)('online school video attacked through HTTP on %s', (engine) => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true, config: { storage: localStorage } });
    app = t.app;
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const send = (method: 'GET' | 'POST', url: string, options: SendOptions = {}) =>
    rawSend(app, method, url, options);
  const bearer = (token?: string) => tokenHeaders(token, 'bearer');

  async function main<T>(
    method: 'GET' | 'POST',
    url: string,
    options: { token?: string; query?: Record<string, string | number>; body?: object } = {},
  ): Promise<Envelope<T>> {
    const res = await send(method, `/api/v1${url}`, { ...options, headers: bearer(options.token) });
    return { status: res.statusCode, ...(res.json() as Omit<Envelope<T>, 'status'>) };
  }
  async function learning<T>(
    url: string,
    options: { token?: string; query?: Record<string, string | number> } = {},
  ): Promise<Envelope<T>> {
    const res = await send('GET', `/gxw-web-student${url}`, {
      ...(options.query ? { query: options.query } : {}),
      headers: options.token ? { token: options.token } : {},
    });
    return { status: res.statusCode, ...(res.json() as Omit<Envelope<T>, 'status'>) };
  }

  const playInfo = (
    lessonId: number,
    token?: string,
    extra: Record<string, string | number> = {},
  ) =>
    main<PlayInfo>('GET', '/pc/courseVideo/playInfo', {
      ...(token ? { token } : {}),
      query: { ownerKind: 'lesson', ownerId: lessonId, ...extra },
    });
  const report = (playToken: string, positionSeconds: number) =>
    main<ProgressResult>('POST', '/pc/courseVideo/progress', {
      body: { playToken, positionSeconds },
    });

  async function playlist(url: string): Promise<Playlist> {
    const res = await send('GET', url);
    expect(res.statusCode).toBe(200);
    return parsePlaylist(res.body);
  }

  /** The course (by its catalogue search) and its outline, as a visitor reads them. */
  const courses = new Map<string, CourseDetail>();
  async function course(title: string): Promise<CourseDetail> {
    const known = courses.get(title);
    if (known) return known;
    const found = await main<{ list: Array<{ id: number; title: string }> }>('GET', '/pc/courses', {
      query: { keyword: title, pageSize: 50 },
    });
    const id = found.data.list.find((c) => c.title === title)!.id;
    const detail = (await main<CourseDetail>('GET', `/pc/courses/${id}`)).data;
    courses.set(title, detail);
    return detail;
  }
  /** The shortest video lesson of a course not marked 试看 (the cheapest to package). */
  async function lockedLesson(title: string): Promise<Lesson> {
    const lessons = (await course(title)).chapters.flatMap((c) => c.lessons);
    return lessons
      .filter((l) => l.kind === 'video' && !l.isTrial)
      .sort((a, b) => a.durationSeconds - b.durationSeconds)[0]!;
  }

  async function enrol(
    userId: number,
    courseId: number,
    source: 'order' | 'vip',
    days: number | null,
  ) {
    const now = new Date().toISOString();
    await app.db
      .insertInto('course_enrolments')
      .values({
        user_id: userId,
        course_id: courseId,
        source,
        order_id: null,
        enrolled_at: now,
        expires_at: days === null ? null : new Date(Date.now() + days * DAY_MS).toISOString(),
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  async function expireEnrolments(userId: number) {
    await app.db
      .updateTable('course_enrolments')
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('user_id', '=', userId)
      .execute();
  }
  async function vipUntil(userId: number, days: number) {
    await app.db
      .updateTable('app_user')
      .set({ weight: 10, expiration_time: new Date(Date.now() + days * DAY_MS).toISOString() })
      .where('id', '=', userId)
      .execute();
  }
  /** A learner holding a course, with a live session. */
  async function buyerOf(title: string) {
    const who = await createLearner(app.db);
    await enrol(who.id, (await course(title)).id, 'order', 365);
    return who;
  }
  /** The address of segment `index` of a stream, signed the way the server signs it. */
  function signedSegment(vid: string, index: number, token: string, expires: number): string {
    const sig = hmacHex(
      app.config.appSecret,
      `course-video:${vid}:${index}:${token}:${expires}`,
    ).slice(0, 32);
    return `/api/v1/pc/courseVideo/hls/${vid}/${index}.ts?t=${token}&e=${expires}&sig=${sig}`;
  }
  const partsOf = (segmentUrl: string) => {
    const url = new URL(segmentUrl, 'http://x');
    return {
      path: url.pathname,
      t: url.searchParams.get('t')!,
      e: url.searchParams.get('e')!,
      sig: url.searchParams.get('sig')!,
    };
  };
  async function expectDecoy(keyUrl: string, headers: Record<string, string>, realKey: Buffer) {
    const res = await send('GET', keyUrl, { headers });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toHaveLength(16);
    expect(res.rawPayload.equals(realKey)).toBe(false);
  }

  describe('lessons without the right', () => {
    it('plays only the trial of a lesson not held, whatever ids or userId come with it', async () => {
      const lesson = await lockedLesson(TITLES.xingce);
      const plain = await createLearner(app.db);
      const buyer = await buyerOf(TITLES.xingce);
      const xingce = await course(TITLES.xingce);

      const info = await playInfo(lesson.id, plain.token, {
        userId: buyer.id,
        courseId: xingce.id,
        courseSkuId: xingce.id,
      });
      expect(info.data).toMatchObject({ access: 'trial', trialSeconds: 30, status: 'ready' });
      expect(info.data.watermark).not.toBe('');
      const list = await playlist(info.data.playlistUrl!);
      const listed = list.durations.reduce((a, b) => a + b, 0);
      expect(listed).toBeGreaterThanOrEqual(30);
      expect(listed - list.durations.at(-1)!).toBeLessThan(30);
      expect(info.data.durationSeconds).toBeGreaterThan(listed);

      // A correctly signed address of the next segment is still refused.
      const { t, e } = partsOf(list.segments[0]!);
      const beyond = await send(
        'GET',
        signedSegment(info.data.videoId, list.segments.length, t, Number(e)),
      );
      expect(beyond.statusCode).toBe(403);
      expect(beyond.json()).toMatchObject({ msg: '试看已结束，购买后即可观看完整视频' });

      // The previous site's authorization, "for" the buyer: the caller's own trial.
      const auth = await learning<VidAuthorization>('/webLive/getVidAuthorization', {
        token: plain.token,
        query: { vid: info.data.videoId, userId: buyer.id, courseSkuId: xingce.id },
      });
      expect(auth.data).toMatchObject({ access: 'trial', trialSeconds: 30 });
      expect(auth.data.watermark).toBe(info.data.watermark);
    });

    it("opens no lesson of another course through a bought course's ids", async () => {
      const buyer = await buyerOf(TITLES.xingce);
      const xingce = await course(TITLES.xingce);
      const otherLesson = await lockedLesson(TITLES.shenlun);
      const noTrialLesson = await lockedLesson(TITLES.vipFree);

      const vids = await learning<{ periodVids: PeriodVid[] }>(
        '/webTimeArrange/getWebSectionPeriodVidVO',
        { token: buyer.token, query: { courseSkuId: (await course(TITLES.vipFree)).id } },
      );
      const vipFreeVid = vids.data.periodVids.find((p) => p.periodId === noTrialLesson.id)!.vid;
      const shenlunInfo = await playInfo(otherLesson.id, buyer.token, { courseId: xingce.id });
      expect(shenlunInfo.data.access).toBe('trial');

      const auth = await learning<VidAuthorization>('/webLive/getVidAuthorization', {
        token: buyer.token,
        query: { vid: shenlunInfo.data.videoId, courseSkuId: xingce.id, classId: xingce.id },
      });
      expect(auth.data.access).toBe('trial');
      const refused = await learning('/webLive/getVidAuthorization', {
        token: buyer.token,
        query: { vid: vipFreeVid, courseSkuId: xingce.id, classId: xingce.id },
      });
      expect(refused).toMatchObject({ status: 403, msg: '开通VIP或购买课程后即可观看' });
      const safe = await main('GET', '/pc/video/playSafeToken', {
        token: buyer.token,
        query: { keyword: vipFreeVid, courseId: xingce.id },
      });
      expect(safe).toMatchObject({ status: 403, msg: '开通VIP或购买课程后即可观看' });
      const none = await playInfo(noTrialLesson.id, buyer.token);
      expect(none.data).toMatchObject({ access: 'none', playlistUrl: null, playToken: null });
      const visitor = await playInfo(noTrialLesson.id);
      expect(visitor.data).toMatchObject({ access: 'none', playToken: null, watermark: '' });
      const visitorSafe = await main('GET', '/pc/video/playSafeToken', {
        query: { keyword: vipFreeVid },
      });
      expect(visitorSafe.status).toBe(403);
      expect(visitorSafe.msg).toMatch(CHINESE);
    });

    it('stops a stream at its next request once a VIP lapses or a course or package runs out', async () => {
      // A VIP-free lesson (no trial) watched by a member whose membership then lapses.
      const vipLesson = await lockedLesson(TITLES.vipFree);
      const member = await createLearner(app.db);
      await vipUntil(member.id, 30);
      const info = await playInfo(vipLesson.id, member.token);
      expect(info.data.access).toBe('full');
      const list = await playlist(info.data.playlistUrl!);
      const spare = await playlist(info.data.playlistUrl!);
      const key = await send('GET', list.keyUrl, { headers: bearer(member.token) });
      const first = await send('GET', list.segments[0]!);
      expect(first.statusCode).toBe(200);
      expect(decrypts(first.rawPayload, key.rawPayload, list.iv)).toBe(true);

      await vipUntil(member.id, -1);
      const next = await send('GET', list.segments[1]!);
      expect(next.statusCode).toBe(403);
      expect(next.json()).toMatchObject({ msg: '开通VIP或购买课程后即可观看' });
      expect((await send('GET', info.data.playlistUrl!)).statusCode).toBe(403);
      await expectDecoy(spare.keyUrl, bearer(member.token), key.rawPayload);
      expect((await playInfo(vipLesson.id, member.token)).data.access).toBe('none');

      // A bought course and a package, both run out mid-stream: back to the trial's segments.
      for (const title of [TITLES.xingce, TITLES.package]) {
        const lesson = await lockedLesson(TITLES.xingce);
        const holder = await buyerOf(title);
        const full = await playInfo(lesson.id, holder.token);
        expect(full.data.access).toBe('full');
        const segments = (await playlist(full.data.playlistUrl!)).segments;
        await expireEnrolments(holder.id);
        expect((await send('GET', segments[0]!)).statusCode).toBe(200);
        const late = await send('GET', segments.at(-1)!);
        expect(late.statusCode).toBe(403);
        expect(late.json().msg).toMatch(CHINESE);
      }
    });
  });

  describe('keys', () => {
    it('gives the real key once, to the session that started the stream, while it is fresh', async () => {
      const lesson = await lockedLesson(TITLES.xingce);
      const buyer = await buyerOf(TITLES.xingce);
      const other = await buyerOf(TITLES.xingce);
      const secondSession = await openSession(app.db, buyer.id);
      const info = await playInfo(lesson.id, buyer.token);
      const list = await playlist(info.data.playlistUrl!);
      const segment = (await send('GET', list.segments[0]!)).rawPayload;

      // Strangers first: decoys, and the token stays good for its owner.
      const strangers: Array<Record<string, string>> = [
        bearer(other.token),
        bearer(secondSession),
        { cookie: `edu_token=${other.token}` },
        { token: buyer.token },
        bearer('forged-session-token'),
        {},
      ];
      for (const headers of strangers) {
        const res = await send('GET', list.keyUrl, { headers });
        expect(res.statusCode).toBe(200);
        expect(decrypts(segment, res.rawPayload, list.iv)).toBe(false);
      }
      // Six requests with the owner's session at once: one real key, five decoys.
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          send('GET', list.keyUrl, { headers: { cookie: `edu_token=${buyer.token}` } }),
        ),
      );
      const real = answers.filter((res) => decrypts(segment, res.rawPayload, list.iv));
      expect(real).toHaveLength(1);
      for (const res of answers) expect(res.rawPayload).toHaveLength(16);
      const realKey = real[0]!.rawPayload;

      // A token of another stream or a made-up one.
      await expectDecoy(
        `${list.keyUrl.split('?')[0]}?t=${partsOf(list.segments[0]!).t}`,
        bearer(buyer.token),
        realKey,
      );
      await expectDecoy(
        `${list.keyUrl.split('?')[0]}?t=${'a'.repeat(43)}`,
        bearer(buyer.token),
        realKey,
      );
      await expectDecoy(`${list.keyUrl.split('?')[0]}`, bearer(buyer.token), realKey);

      // A token left unused past its lifetime.
      const stale = await playlist(info.data.playlistUrl!);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      try {
        vi.setSystemTime(Date.now() + (app.config.video.keyTokenTtlSeconds + 1) * 1000);
        await expectDecoy(stale.keyUrl, bearer(buyer.token), realKey);
      } finally {
        vi.useRealTimers();
      }

      // A token of a stream another device has taken over.
      const taken = await playlist(info.data.playlistUrl!);
      await playInfo(lesson.id, secondSession);
      await expectDecoy(taken.keyUrl, bearer(buyer.token), realKey);
    });
  });

  describe('segment addresses', () => {
    it('refuses a segment without its own valid signature', async () => {
      const lesson = await lockedLesson(TITLES.xingce);
      const buyer = await buyerOf(TITLES.xingce);
      const info = await playInfo(lesson.id, buyer.token);
      const list = await playlist(info.data.playlistUrl!);
      const other = await buyerOf(TITLES.xingce);
      const otherInfo = await playInfo(lesson.id, other.token);
      const otherList = await playlist(otherInfo.data.playlistUrl!);
      const shenlun = await playInfo((await lockedLesson(TITLES.shenlun)).id, other.token);

      const zero = partsOf(list.segments[0]!);
      const one = partsOf(list.segments[1]!);
      const flip = (s: string) => s.replace(/^./, (c) => (c === '0' ? '1' : '0'));
      const addresses: Array<[string, number]> = [
        [zero.path, 403],
        [`${zero.path}?t=${zero.t}`, 403],
        [`${zero.path}?t=${zero.t}&e=${zero.e}`, 403],
        [`${zero.path}?t=${zero.t}&e=${zero.e}&sig=`, 403],
        [`${zero.path}?t=${zero.t}&e=${zero.e}&sig=${flip(zero.sig)}`, 403],
        [`${zero.path}?t=${zero.t}&e=${zero.e}&sig=${zero.sig.toUpperCase()}`, 403],
        [`${zero.path}?t=${zero.t}&e=${zero.e}&sig=${zero.sig}0`, 403],
        [`${zero.path}?t=${zero.t}&e=${zero.e}&sig=${zero.sig.slice(1)}`, 403],
        [`${zero.path}?t=${zero.t}&e=${Number(zero.e) + 3600}&sig=${zero.sig}`, 403],
        [`${zero.path}?t=${zero.t}&e=99999999999999999999&sig=${zero.sig}`, 403],
        // Segment 0's signature on segment 1, and segment 1's on segment 0.
        [`${one.path}?t=${zero.t}&e=${zero.e}&sig=${zero.sig}`, 403],
        [`${zero.path}?t=${one.t}&e=${one.e}&sig=${one.sig}`, 403],
        // Another stream's token with this stream's signature, and the reverse.
        [`${zero.path}?t=${partsOf(otherList.segments[0]!).t}&e=${zero.e}&sig=${zero.sig}`, 403],
        // Another video's path with this signature.
        [
          `/api/v1/pc/courseVideo/hls/${shenlun.data.videoId}/0.ts?t=${zero.t}&e=${zero.e}&sig=${zero.sig}`,
          403,
        ],
        [`/api/v1/pc/courseVideo/hls/${info.data.videoId}/abc.ts?t=${zero.t}`, 404],
        [`/api/v1/pc/courseVideo/hls/${info.data.videoId}/-1.ts?t=${zero.t}`, 404],
        [`/api/v1/pc/courseVideo/hls/${info.data.videoId}/99999.ts?t=${zero.t}`, 404],
        [`/api/v1/pc/courseVideo/hls/${info.data.videoId}/0.mp4?t=${zero.t}`, 404],
      ];
      for (const [address, status] of addresses) {
        const res = await send('GET', address);
        expect({ address, status: res.statusCode }).toEqual({ address, status });
        expect({ address, msg: res.json().msg }).toEqual({
          address,
          msg: expect.stringMatching(CHINESE),
        });
      }
      // The untouched address still works: nothing above spent or ended the stream.
      expect((await send('GET', list.segments[0]!)).statusCode).toBe(200);
    });

    // A signature of the right length in characters but not in bytes once made
    // crypto.timingSafeEqual throw, answering 500.
    it('refuses a signature of non-ASCII characters instead of failing', async () => {
      const lesson = await lockedLesson(TITLES.xingce);
      const buyer = await buyerOf(TITLES.xingce);
      const info = await playInfo(lesson.id, buyer.token);
      const zero = partsOf((await playlist(info.data.playlistUrl!)).segments[0]!);
      const res = await send(
        'GET',
        `${zero.path}?t=${zero.t}&e=${zero.e}&sig=${encodeURIComponent('é'.repeat(32))}`,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toMatch(CHINESE);
    });
  });

  describe('progress', () => {
    it('keeps no position beyond the segments this stream fetched', async () => {
      const lesson = await lockedLesson(TITLES.xingce);
      const buyer = await buyerOf(TITLES.xingce);
      const info = await playInfo(lesson.id, buyer.token);
      const list = await playlist(info.data.playlistUrl!);
      const nothingFetched = await report(info.data.playToken!, info.data.durationSeconds);
      expect(nothingFetched.data).toMatchObject({
        positionSeconds: 0,
        clipped: true,
        watchedSeconds: 0,
        completed: false,
      });
      await send('GET', list.segments[0]!);
      const far = await report(info.data.playToken!, info.data.durationSeconds - 1);
      expect(far.data.clipped).toBe(true);
      expect(far.data.positionSeconds).toBeLessThanOrEqual(Math.ceil(list.durations[0]!));
      expect(far.data.completed).toBe(false);
      // A visitor's trial keeps nothing at all.
      const visitor = await playInfo(lesson.id);
      const kept = await report(visitor.data.playToken!, 5);
      expect(kept.data).toMatchObject({ saved: false, watchedSeconds: 0 });
    });

    // Each report was once forgiven 3 s on top of what could have played since the previous
    // one, so a burst of reports 3 s apart, sent at the same instant, counted the whole lesson.
    it('does not count a lesson watched from a burst of reports sent at one instant', async () => {
      const lesson = await lockedLesson(TITLES.xingce);
      const buyer = await buyerOf(TITLES.xingce);
      const info = await playInfo(lesson.id, buyer.token);
      const list = await playlist(info.data.playlistUrl!);
      for (const segment of list.segments) await send('GET', segment);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      let last: ProgressResult | undefined;
      try {
        for (let position = 3; position <= info.data.durationSeconds; position += 3) {
          last = (await report(info.data.playToken!, position)).data;
        }
      } finally {
        vi.useRealTimers();
      }
      expect(last!.completed).toBe(false);
      expect(last!.watchedSeconds).toBeLessThan(info.data.durationSeconds / 2);
    });
  });

  describe('bad input and several devices', () => {
    it('answers malformed video requests with a Chinese message and starts or keeps nothing', async () => {
      const buyer = await buyerOf(TITLES.xingce);
      const lesson = await lockedLesson(TITLES.xingce);
      const info = await playInfo(lesson.id, buyer.token);
      const vid = info.data.videoId;
      const count = async () => ({
        streams: (await app.db.selectFrom('course_video_stream').select('id').execute()).length,
        progress: await app.db.selectFrom('course_video_progress').selectAll().execute(),
      });
      const before = await count();
      const huge = 2 ** 31;
      const cases: Array<
        [string, Record<string, string | number> | object, number, 'GET' | 'POST']
      > = [
        ['/api/v1/pc/courseVideo/playInfo', {}, 400, 'GET'],
        [
          '/api/v1/pc/courseVideo/playInfo',
          { ownerKind: 'course', ownerId: lesson.id },
          400,
          'GET',
        ],
        ['/api/v1/pc/courseVideo/playInfo', { ownerKind: 'lesson' }, 400, 'GET'],
        ['/api/v1/pc/courseVideo/playInfo', { ownerKind: 'lesson', ownerId: 0 }, 400, 'GET'],
        ['/api/v1/pc/courseVideo/playInfo', { ownerKind: 'lesson', ownerId: -1 }, 400, 'GET'],
        ['/api/v1/pc/courseVideo/playInfo', { ownerKind: 'lesson', ownerId: 'x' }, 400, 'GET'],
        ['/api/v1/pc/courseVideo/playInfo', { ownerKind: 'lesson', ownerId: 1.5 }, 400, 'GET'],
        ['/api/v1/pc/courseVideo/playInfo', { ownerKind: 'lesson', ownerId: huge }, 400, 'GET'],
        [
          '/api/v1/pc/courseVideo/playInfo',
          { ownerKind: 'lesson', ownerId: 2_147_483_000 },
          404,
          'GET',
        ],
        ['/api/v1/pc/courseVideo/progress', {}, 400, 'POST'],
        ['/api/v1/pc/courseVideo/progress', { playToken: info.data.playToken }, 400, 'POST'],
        [
          '/api/v1/pc/courseVideo/progress',
          { playToken: info.data.playToken, positionSeconds: -1 },
          400,
          'POST',
        ],
        [
          '/api/v1/pc/courseVideo/progress',
          { playToken: info.data.playToken, positionSeconds: 86_401 },
          400,
          'POST',
        ],
        [
          '/api/v1/pc/courseVideo/progress',
          { playToken: info.data.playToken, positionSeconds: 1e308 },
          400,
          'POST',
        ],
        [
          '/api/v1/pc/courseVideo/progress',
          { playToken: info.data.playToken, positionSeconds: 'ten' },
          400,
          'POST',
        ],
        ['/api/v1/pc/courseVideo/progress', { playToken: '', positionSeconds: 5 }, 400, 'POST'],
        [
          '/api/v1/pc/courseVideo/progress',
          { playToken: 'x'.repeat(101), positionSeconds: 5 },
          400,
          'POST',
        ],
        [
          '/api/v1/pc/courseVideo/progress',
          { playToken: { $ne: null }, positionSeconds: 5 },
          400,
          'POST',
        ],
        ['/api/v1/pc/courseVideo/streamState', {}, 400, 'GET'],
        ['/api/v1/pc/courseVideo/streamState', { playToken: 'x'.repeat(101) }, 400, 'GET'],
        ['/api/v1/pc/video/playSafeToken', {}, 400, 'GET'],
        ['/api/v1/pc/video/playSafeToken', { keyword: 'not-a-vid' }, 400, 'GET'],
        ['/api/v1/pc/video/playSafeToken', { keyword: vid.toUpperCase() }, 400, 'GET'],
        ['/api/v1/pc/video/playSafeToken', { keyword: '0'.repeat(32) }, 404, 'GET'],
        ['/gxw-web-student/webLive/getVidAuthorization', {}, 400, 'GET'],
        ['/gxw-web-student/webLive/getVidAuthorization', { vid: `${vid}'--` }, 400, 'GET'],
        ['/gxw-web-student/webLive/getVidAuthorization', { vid: 'f'.repeat(32) }, 404, 'GET'],
        ['/gxw-web-student/webTimeArrange/getWebSectionPeriodVidVO', {}, 400, 'GET'],
        [
          '/gxw-web-student/webTimeArrange/getWebSectionPeriodVidVO',
          { courseSkuId: -1 },
          400,
          'GET',
        ],
        [
          '/gxw-web-student/webTimeArrange/getWebSectionPeriodVidVO',
          { courseSkuId: 'a' },
          400,
          'GET',
        ],
        [
          '/gxw-web-student/webTimeArrange/getWebSectionPeriodVidVO',
          { courseSkuId: huge },
          400,
          'GET',
        ],
        [
          '/gxw-web-student/webTimeArrange/getWebSectionPeriodVidVO',
          { courseSkuId: 2_147_483_000 },
          404,
          'GET',
        ],
        [`/api/v1/pc/courseVideo/hls/${vid}/index.m3u8`, {}, 403, 'GET'],
        [`/api/v1/pc/courseVideo/hls/${vid}/index.m3u8`, { t: 'forged' }, 403, 'GET'],
        [
          `/api/v1/pc/courseVideo/hls/${'0'.repeat(32)}/index.m3u8`,
          { t: info.data.playToken! },
          403,
          'GET',
        ],
        [`/api/v1/pc/courseVideo/hls/${vid}/index.m3u8`, { t: 'x'.repeat(101) }, 400, 'GET'],
        [`/api/v1/pc/courseVideo/hls/${'v'.repeat(41)}/index.m3u8`, { t: 'x' }, 400, 'GET'],
      ];
      for (const [url, input, status, method] of cases) {
        const token = url.includes('gxw-web-student')
          ? { token: buyer.token }
          : bearer(buyer.token);
        const res =
          method === 'GET'
            ? await send('GET', url, { headers: token, query: input as Record<string, string> })
            : await send('POST', url, { headers: token, body: input });
        const label = `${url} ${JSON.stringify(input).replace(info.data.playToken!, 'T')}`;
        expect({ label, status: res.statusCode }).toEqual({ label, status });
        expect({ label, msg: res.json().msg }).toEqual({
          label,
          msg: expect.stringMatching(CHINESE),
        });
      }
      expect(await count()).toEqual(before);

      // A made-up play token: the stream is over, said in Chinese.
      const forged = await report('f'.repeat(43), 5);
      expect(forged.code).toBe(4602);
      expect(forged.msg).toMatch(CHINESE);
      const state = await main<StreamState>('GET', '/pc/courseVideo/streamState', {
        query: { playToken: 'f'.repeat(43) },
      });
      expect(state.data.state).toBe('ended');
      // Videos need a session on the old site's authorization.
      expect((await learning('/webLive/getVidAuthorization', { query: { vid } })).status).toBe(401);
    });

    it('leaves one stream playing when five devices of an account start at once', async () => {
      const lesson = await lockedLesson(TITLES.xingce);
      const buyer = await buyerOf(TITLES.xingce);
      const sessions = [
        buyer.token,
        ...(await Promise.all(Array.from({ length: 4 }, () => openSession(app.db, buyer.id)))),
      ];
      await playInfo(lesson.id, buyer.token); // packaged before the race
      const started = await Promise.all(sessions.map((token) => playInfo(lesson.id, token)));
      for (const info of started) expect(info.data.access).toBe('full');
      const open = await app.db
        .selectFrom('course_video_stream')
        .select('id')
        .where('user_id', '=', buyer.id)
        .where('ended_at', 'is', null)
        .execute();
      expect(open).toHaveLength(1);
      const states = await Promise.all(
        started.map((info) =>
          main<StreamState>('GET', '/pc/courseVideo/streamState', {
            query: { playToken: info.data.playToken! },
          }),
        ),
      );
      expect(states.filter((s) => s.data.state === 'playing')).toHaveLength(1);
      for (const s of states.filter((x) => x.data.state !== 'playing')) {
        expect(s.data).toMatchObject({ state: 'taken_over', code: 4601 });
        expect(s.data.message).toMatch(CHINESE);
      }
    });
  });
});
