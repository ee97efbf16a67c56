import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PlayInfo, ProgressResult } from '@shangan/shared/contracts/course-video/playback';
import { CourseVideoCode } from '@shangan/shared/contracts/course-video/playback';
import type {
  PeriodVid,
  VidAuthorization,
} from '@shangan/shared/contracts/course-video/original-site';
import { loadConfig } from '../../config/env.ts';
import { hmacHex } from '../../lib/crypto.ts';
import { startFakeS3, type FakeS3 } from '../../providers/storage/fake-s3.ts';
import { call, newPhoneUser, send } from '../../../test/client.ts';
import { decrypts, parsePlaylist, privateStorage, type Playlist } from '../../../test/hls.ts';
import { openSession } from '../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { addTestVideo, TestLessons } from './course-video.test-support.ts';
import { replaceVideoOwner } from './owners.ts';
import { seedWatchProgress, watchProgress } from './public.ts';

const COURSE = 77_001;

const localStorage = privateStorage('video-test');

/** A request as the player makes it: no header unless given, from its own address. */
const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  send(app, 'GET', url, { headers });

function playInfo(app: FastifyInstance, ownerId: number, token?: string) {
  return call<PlayInfo>(app, 'GET', '/pc/courseVideo/playInfo', {
    ...(token ? { token } : {}),
    query: { ownerKind: 'lesson', ownerId },
  });
}

function progress(app: FastifyInstance, playToken: string, positionSeconds: number) {
  return call<ProgressResult>(app, 'POST', '/pc/courseVideo/progress', {
    body: { playToken, positionSeconds },
  });
}

async function playlist(app: FastifyInstance, url: string): Promise<Playlist> {
  const res = await get(app, url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('mpegurl');
  return parsePlaylist(res.body);
}

async function aesKeyOf(app: FastifyInstance, videoId: string): Promise<Buffer> {
  const row = await app.db
    .selectFrom('course_video')
    .select('aes_key')
    .where('id', '=', videoId)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.aes_key, 'hex');
}

describe.each(engines)('course video (%s)', (engine) => {
  let t: TestApp;
  let app: FastifyInstance;
  let restoreOwner: () => void;
  const lessons = new TestLessons();
  let full: { ownerId: number; videoId: string };
  let trial: { ownerId: number; videoId: string };

  beforeAll(async () => {
    t = await createTestApp(engine, { config: { storage: localStorage } });
    app = t.app;
    restoreOwner = replaceVideoOwner('lesson', lessons);
    full = await addTestVideo(app, lessons, { courseId: COURSE });
    trial = await addTestVideo(app, lessons, { courseId: COURSE, trialSeconds: 7 });
  });
  afterAll(async () => {
    vi.useRealTimers();
    restoreOwner();
    await t.close();
  });

  async function buyer(ownerIds: number[] = [full.ownerId]) {
    const user = await newPhoneUser(app, {
      phonePrefix: '135',
      userName: 'cv',
      nickName: '视频学员',
    });
    for (const ownerId of ownerIds) lessons.grant(ownerId, user.id);
    return user;
  }

  it('plays a bought lesson: signed playlist, the real key once, segments that decrypt with it', async () => {
    const user = await buyer();
    const info = await playInfo(app, full.ownerId, user.token);
    expect(info.code).toBe(200);
    expect(info.data).toMatchObject({
      videoId: full.videoId,
      title: '测试课时：言语理解',
      status: 'ready',
      access: 'full',
      trialSeconds: null,
      durationSeconds: 20,
      resumeSeconds: 0,
      progressIntervalSeconds: 10,
    });
    expect(info.data.watermark).toMatch(/^135\*{4}\d{4}$/);

    const list = await playlist(app, info.data.playlistUrl!);
    expect(list.durations).toEqual([5, 5, 5, 5]);
    const key = await get(app, list.keyUrl, { authorization: `Bearer ${user.token}` });
    expect(key.statusCode).toBe(200);
    expect(key.rawPayload).toEqual(await aesKeyOf(app, full.videoId));
    for (const url of list.segments) {
      const segment = await get(app, url);
      expect(segment.statusCode).toBe(200);
      expect(segment.headers['content-type']).toBe('video/mp2t');
      expect(decrypts(segment.rawPayload, key.rawPayload, list.iv)).toBe(true);
    }
  });

  it('refuses the playlist, key and segments without the right, and once the right is gone', async () => {
    const stranger = await buyer([]);
    const info = await playInfo(app, full.ownerId, stranger.token);
    expect(info.data).toMatchObject({
      access: 'none',
      reason: '购买课程后即可观看',
      playlistUrl: null,
      playToken: null,
    });
    const visitor = await playInfo(app, full.ownerId);
    expect(visitor.data).toMatchObject({ access: 'none', playlistUrl: null, watermark: '' });
    const safe = await call(app, 'GET', '/pc/video/playSafeToken', {
      token: stranger.token,
      query: { keyword: full.videoId },
    });
    expect(safe).toMatchObject({ status: 403, code: 403, msg: '购买课程后即可观看' });

    // A buyer's stream, then a refund: everything it names is refused from the next request on.
    const user = await buyer();
    const started = await playInfo(app, full.ownerId, user.token);
    const list = await playlist(app, started.data.playlistUrl!);
    lessons.revoke(full.ownerId, user.id);
    const again = await get(app, started.data.playlistUrl!);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ msg: '购买课程后即可观看' });
    const segment = await get(app, list.segments[0]!);
    expect(segment.statusCode).toBe(403);
    const key = await get(app, list.keyUrl, { authorization: `Bearer ${user.token}` });
    expect(key.statusCode).toBe(200);
    expect(key.rawPayload).toHaveLength(16);
    expect(key.rawPayload).not.toEqual(await aesKeyOf(app, full.videoId));
  });

  it('a key token works once, only for its account and session, and only while fresh', async () => {
    const realKey = await aesKeyOf(app, full.videoId);
    const user = await buyer();
    const other = await buyer();
    const otherSession = await openSession(app.db, user.id);
    const info = await playInfo(app, full.ownerId, user.token);
    const { keyUrl } = await playlist(app, info.data.playlistUrl!);

    // Another account, another session of the same account, no session at all: decoys, and
    // the token is still good for its owner afterwards.
    const strangers: Array<Record<string, string>> = [
      { authorization: `Bearer ${other.token}` },
      { authorization: `Bearer ${otherSession}` },
      {},
    ];
    for (const headers of strangers) {
      const decoy = await get(app, keyUrl, headers);
      expect(decoy.statusCode).toBe(200);
      expect(decoy.rawPayload).toHaveLength(16);
      expect(decoy.rawPayload).not.toEqual(realKey);
    }
    // The player sends no header: the site's session cookie is what identifies it.
    const first = await get(app, keyUrl, { cookie: `edu_token=${user.token}; other=1` });
    expect(first.rawPayload).toEqual(realKey);
    const reused = await get(app, keyUrl, { cookie: `edu_token=${user.token}` });
    expect(reused.statusCode).toBe(200);
    expect(reused.rawPayload).not.toEqual(realKey);
    // Forged, malformed or absent tokens: the same 200 and 16 bytes, never an error.
    for (const query of ['t=forged', 't=%00', 't=a&t=b', `t=${'x'.repeat(5000)}`, '']) {
      const forged = await get(app, `${keyUrl.split('?')[0]}?${query}`, {
        authorization: `Bearer ${user.token}`,
      });
      expect(forged.statusCode).toBe(200);
      expect(forged.rawPayload).toHaveLength(16);
      expect(forged.rawPayload).not.toEqual(realKey);
    }

    // Each playlist names a fresh token; one left unused past its lifetime is worth nothing.
    const fresh = await playlist(app, info.data.playlistUrl!);
    expect(fresh.keyUrl).not.toBe(keyUrl);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    vi.setSystemTime(Date.now() + (app.config.video.keyTokenTtlSeconds + 1) * 1000);
    const stale = await get(app, fresh.keyUrl, { authorization: `Bearer ${user.token}` });
    vi.useRealTimers();
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload).not.toEqual(realKey);
  });

  it('a second device ends the first stream, which is told why', async () => {
    const user = await buyer();
    const laptopSession = user.token;
    const phoneSession = await openSession(app.db, user.id);
    const laptop = await playInfo(app, full.ownerId, laptopSession);
    const laptopList = await playlist(app, laptop.data.playlistUrl!);
    expect((await get(app, laptopList.segments[0]!)).statusCode).toBe(200);

    const phone = await playInfo(app, full.ownerId, phoneSession);
    const phoneList = await playlist(app, phone.data.playlistUrl!);

    const refused = await get(app, laptopList.segments[1]!);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: CourseVideoCode.STREAM_TAKEN_OVER,
      msg: '您的账号已在其他设备播放',
    });
    expect((await get(app, laptop.data.playlistUrl!)).statusCode).toBe(403);
    const report = await progress(app, laptop.data.playToken!, 3);
    expect(report).toMatchObject({
      status: 200,
      code: CourseVideoCode.STREAM_TAKEN_OVER,
      msg: '您的账号已在其他设备播放',
    });
    const state = await call(app, 'GET', '/pc/courseVideo/streamState', {
      query: { playToken: laptop.data.playToken! },
    });
    expect(state.data).toEqual({
      state: 'taken_over',
      code: CourseVideoCode.STREAM_TAKEN_OVER,
      message: '您的账号已在其他设备播放',
    });
    const laptopKey = await get(app, laptopList.keyUrl, {
      authorization: `Bearer ${laptopSession}`,
    });
    expect(laptopKey.rawPayload).not.toEqual(await aesKeyOf(app, full.videoId));

    expect((await get(app, phoneList.segments[1]!)).statusCode).toBe(200);
    const phoneState = await call(app, 'GET', '/pc/courseVideo/streamState', {
      query: { playToken: phone.data.playToken! },
    });
    expect(phoneState.data).toMatchObject({ state: 'playing', message: '' });
  });

  it('keeps progress only within fetched segments and completes at 90 % really watched', async () => {
    const user = await buyer();
    const info = await playInfo(app, full.ownerId, user.token);
    const token = info.data.playToken!;
    const list = await playlist(app, info.data.playlistUrl!);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      // Only the first two segments (0–10 s) were fetched: 18 s is cut back to 10.
      await get(app, list.segments[0]!);
      await get(app, list.segments[1]!);
      vi.setSystemTime(Date.now() + 10_000);
      const beyond = await progress(app, token, 18);
      expect(beyond.data).toMatchObject({ positionSeconds: 10, clipped: true, saved: true });
      expect(beyond.data.watchedSeconds).toBe(10);

      // Jumping ahead by fetching the last segment only counts nothing watched in between.
      await get(app, list.segments[3]!);
      vi.setSystemTime(Date.now() + 1_000);
      const jump = await progress(app, token, 19);
      expect(jump.data).toMatchObject({ positionSeconds: 19, clipped: false, watchedSeconds: 10 });
      expect(jump.data.completed).toBe(false);

      // Back to 10 s and played through: 90 % of the 20 s watched completes the lesson.
      await progress(app, token, 10);
      await get(app, list.segments[2]!);
      vi.setSystemTime(Date.now() + 10_000);
      const done = await progress(app, token, 19);
      expect(done.data).toMatchObject({ positionSeconds: 19, watchedSeconds: 19, completed: true });
    } finally {
      vi.useRealTimers();
    }

    const kept = await watchProgress(app.db, user.id, 'lesson', [full.ownerId, trial.ownerId]);
    expect([...kept.keys()]).toEqual([full.ownerId]);
    expect(kept.get(full.ownerId)).toMatchObject({
      positionSeconds: 19,
      watchedSeconds: 19,
      durationSeconds: 20,
      completed: true,
    });
    // Finished: the next play starts from the beginning.
    expect((await playInfo(app, full.ownerId, user.token)).data).toMatchObject({
      resumeSeconds: 0,
      watchedSeconds: 19,
      completed: true,
    });
  });

  it('counts no lesson watched from a burst of small steps reported at one instant', async () => {
    const user = await buyer();
    const info = await playInfo(app, full.ownerId, user.token);
    const list = await playlist(app, info.data.playlistUrl!);
    for (const url of list.segments) await get(app, url);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const reports = [];
      for (let position = 2; position <= 20; position += 2) {
        reports.push(progress(app, info.data.playToken!, position));
      }
      const answers = await Promise.all(reports);
      const watched = Math.max(...answers.map((answer) => answer.data.watchedSeconds));
      expect(watched).toBeLessThanOrEqual(3);
      expect(answers.every((answer) => !answer.data.completed)).toBe(true);
      // Played on in real time after that, it counts again.
      vi.setSystemTime(Date.now() + 10_000);
      await progress(app, info.data.playToken!, 10);
      vi.setSystemTime(Date.now() + 10_000);
      const later = await progress(app, info.data.playToken!, 20);
      expect(later.data.watchedSeconds).toBeGreaterThan(watched);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a segment signature of non-hex characters with 403', async () => {
    const user = await buyer();
    const info = await playInfo(app, full.ownerId, user.token);
    const [first] = (await playlist(app, info.data.playlistUrl!)).segments;
    const odd = first!.replace(/sig=[0-9a-f]+/, `sig=${encodeURIComponent('é'.repeat(32))}`);
    const res = await get(app, odd);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ msg: '播放地址已失效，请刷新页面后继续观看' });
  });

  it('resumes where the learner stopped', async () => {
    const user = await buyer();
    const info = await playInfo(app, full.ownerId, user.token);
    const list = await playlist(app, info.data.playlistUrl!);
    for (const url of list.segments.slice(0, 3)) await get(app, url);
    expect((await progress(app, info.data.playToken!, 12)).data.positionSeconds).toBe(12);
    // A leaving page's beacon: form-encoded, no session header.
    const beacon = await app.inject({
      method: 'POST',
      url: '/api/v1/pc/courseVideo/progress',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        playToken: info.data.playToken!,
        positionSeconds: '14',
      }).toString(),
    });
    expect(beacon.json()).toMatchObject({ code: 200, data: { positionSeconds: 14, saved: true } });
    expect((await playInfo(app, full.ownerId, user.token)).data.resumeSeconds).toBe(14);
  });

  it('seeds demo progress as if the first seconds had been watched', async () => {
    const user = await buyer();
    const done = await buyer();
    const now = new Date().toISOString();
    await app.db.transaction().execute(async (trx) => {
      const base = { ownerKind: 'lesson' as const, ownerId: full.ownerId, now };
      await seedWatchProgress(trx, {
        ...base,
        userId: user.id,
        positionSeconds: 12,
        completed: false,
      });
      await seedWatchProgress(trx, {
        ...base,
        userId: done.id,
        positionSeconds: 0,
        completed: true,
      });
    });
    const midway = await watchProgress(app.db, user.id, 'lesson', [full.ownerId]);
    expect(midway.get(full.ownerId)).toMatchObject({
      positionSeconds: 12,
      watchedSeconds: 12,
      completed: false,
    });
    expect((await playInfo(app, full.ownerId, user.token)).data.resumeSeconds).toBe(12);
    const finished = await watchProgress(app.db, done.id, 'lesson', [full.ownerId]);
    expect(finished.get(full.ownerId)).toMatchObject({ watchedSeconds: 20, completed: true });
  });

  it('a trial stops at the segment holding its last second; segments beyond are refused', async () => {
    const signed = (url: string, index: number) => {
      const { searchParams } = new URL(url, 'http://x');
      const t0 = searchParams.get('t')!;
      const e = searchParams.get('e')!;
      const sig = hmacHex(
        app.config.appSecret,
        `course-video:${trial.videoId}:${index}:${t0}:${e}`,
      );
      return `${url.split('/0.ts')[0]}/${index}.ts?t=${t0}&e=${e}&sig=${sig.slice(0, 32)}`;
    };
    for (const token of [undefined, (await buyer([])).token]) {
      const info = await playInfo(app, trial.ownerId, token);
      expect(info.data).toMatchObject({ access: 'trial', trialSeconds: 7, status: 'ready' });
      const list = await playlist(app, info.data.playlistUrl!);
      expect(list.durations).toEqual([5, 5]);
      expect((await get(app, list.segments[1]!)).statusCode).toBe(200);
      // Even a correctly signed address of the third segment is refused.
      const third = await get(app, signed(list.segments[0]!, 2));
      expect(third.statusCode).toBe(403);
      expect(third.json()).toMatchObject({ msg: '试看已结束，购买后即可观看完整视频' });
      const report = await progress(app, info.data.playToken!, 15);
      expect(report.data).toMatchObject({ positionSeconds: 10, clipped: true });
      expect(report.data.saved).toBe(token !== undefined);
    }
    // A forged signature is refused as an expired address.
    const info = await playInfo(app, trial.ownerId);
    const list = await playlist(app, info.data.playlistUrl!);
    const forged = await get(app, list.segments[0]!.replace(/sig=[0-9a-f]+/, 'sig=00'));
    expect(forged.statusCode).toBe(403);
  });

  it("answers the old site's vid list and play authorization for the session's own user", async () => {
    const user = await buyer();
    const other = await buyer([]);
    const periods = await call<{ periodVids: PeriodVid[] }>(
      app,
      'GET',
      '/webTimeArrange/getWebSectionPeriodVidVO',
      { api: 'learning', token: user.token, query: { courseSkuId: COURSE } },
    );
    expect(periods.data.periodVids).toEqual(
      expect.arrayContaining([
        {
          periodId: full.ownerId,
          vid: full.videoId,
          classId: COURSE,
          timeArrangeId: full.ownerId,
          courseCoursewareId: full.ownerId,
        },
      ]),
    );
    const missing = await call(app, 'GET', '/webTimeArrange/getWebSectionPeriodVidVO', {
      api: 'learning',
      query: { courseSkuId: 1 },
    });
    expect(missing).toMatchObject({ status: 404, msg: '课程不存在' });

    // The old clients send the buyer's id along; whoever's session it is decides.
    const asOther = await call(app, 'GET', '/webLive/getVidAuthorization', {
      api: 'learning',
      token: other.token,
      query: { vid: full.videoId, userId: user.id },
    });
    expect(asOther).toMatchObject({ status: 403, msg: '购买课程后即可观看' });
    const res = await app.inject({
      method: 'GET',
      url: `/gxw-web-student/webLive/getVidAuthorization?vid=${full.videoId}&userId=${other.id}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    const auth = res.json() as { code: number; data: VidAuthorization };
    expect(auth.code).toBe(200);
    expect(auth.data).toMatchObject({ vid: full.videoId, access: 'full', duration: 20 });
    expect(auth.data.playUrl).toContain(auth.data.playsafe);
    const list = await playlist(app, auth.data.playUrl);
    const key = await get(app, list.keyUrl, { authorization: `Bearer ${user.token}` });
    expect(key.rawPayload).toEqual(await aesKeyOf(app, full.videoId));
    const anonymous = await call(app, 'GET', '/webLive/getVidAuthorization', {
      api: 'learning',
      query: { vid: full.videoId },
    });
    expect(anonymous.status).toBe(401);

    const safe = await call<string>(app, 'GET', '/pc/video/playSafeToken', {
      token: user.token,
      query: { keyword: full.videoId },
    });
    expect(safe.data).toMatch(/^[\w-]{43}$/);
    expect(
      (await get(app, `/api/v1/pc/courseVideo/hls/${full.videoId}/index.m3u8?t=${safe.data}`))
        .statusCode,
    ).toBe(200);
  });

  it('says 视频处理中 instead of failing when ffmpeg is missing', async () => {
    // The courses module registers its own owner as an app is built: ours goes back on after.
    restoreOwner();
    const broken = await createTestApp(engine, {
      config: {
        storage: localStorage,
        video: { ...app.config.video, ffmpegPath: '/nonexistent/ffmpeg' },
      },
    });
    restoreOwner = replaceVideoOwner('lesson', lessons);
    try {
      const lesson = await addTestVideo(broken.app, lessons, {
        courseId: COURSE,
        title: `没有编码器 ${crypto.randomUUID()}`,
      });
      const user = await newPhoneUser(broken.app, {
        phonePrefix: '135',
        userName: 'cv',
        nickName: '视频学员',
      });
      lessons.grant(lesson.ownerId, user.id);
      const info = await playInfo(broken.app, lesson.ownerId, user.token);
      expect(info.data).toMatchObject({
        status: 'processing',
        statusMessage: '视频处理中，请稍后再试',
        access: 'full',
        playlistUrl: null,
      });
    } finally {
      await broken.close();
    }
  });
});

describe('course video on an S3-compatible store', () => {
  let s3: FakeS3;
  let t: TestApp;
  let restoreOwner: () => void;
  const lessons = new TestLessons();

  beforeAll(async () => {
    s3 = await startFakeS3();
    const base = loadConfig({ NODE_ENV: 'test' }).storage;
    t = await createTestApp('sqlite', {
      config: {
        storage: {
          ...base,
          provider: 's3',
          s3: {
            endpoint: s3.endpoint,
            region: s3.region,
            bucket: s3.bucket,
            accessKeyId: s3.accessKeyId,
            secretAccessKey: s3.secretAccessKey,
            forcePathStyle: true,
          },
        },
      },
    });
    restoreOwner = replaceVideoOwner('lesson', lessons);
  });
  afterAll(async () => {
    restoreOwner();
    await t.close();
    await s3.close();
  });

  it('packages into the bucket and redirects each checked segment to a presigned address', async () => {
    const { app } = t;
    const video = await addTestVideo(app, lessons, { courseId: COURSE });
    const user = await newPhoneUser(app, { phonePrefix: '135', userName: 'cv', nickName: '视频' });
    lessons.grant(video.ownerId, user.id);
    const info = await playInfo(app, video.ownerId, user.token);
    expect(info.data.status).toBe('ready');
    expect(
      [...s3.objects.keys()].filter((key) => key.startsWith(`video/${video.videoId}/`)),
    ).toHaveLength(5);

    const list = await playlist(app, info.data.playlistUrl!);
    const key = await get(app, list.keyUrl, { authorization: `Bearer ${user.token}` });
    const segment = await get(app, list.segments[0]!);
    expect(segment.statusCode).toBe(302);
    const location = String(segment.headers.location);
    expect(location.startsWith(s3.endpoint)).toBe(true);
    expect(location).toContain('X-Amz-Signature=');
    const bytes = Buffer.from(await (await fetch(location)).arrayBuffer());
    expect(decrypts(bytes, key.rawPayload, list.iv)).toBe(true);

    // Taken over: no presigned address is handed out any more.
    await playInfo(app, video.ownerId, await openSession(app.db, user.id));
    expect((await get(app, list.segments[1]!)).statusCode).toBe(403);
  });
});
