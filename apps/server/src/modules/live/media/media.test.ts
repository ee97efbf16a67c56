import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PlayInfo } from '@shangan/shared/contracts/course-video/playback';
import type { LiveRoom } from '@shangan/shared/contracts/live';
import { call, send } from '../../../../test/client.ts';
import { decrypts, parsePlaylist, privateStorage } from '../../../../test/hls.ts';
import { createLearner } from '../../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../../test/test-app.ts';
import type { LiveConfig } from '../../../config/env.ts';
import {
  createLiveSession,
  sessionRow,
  newSessionTeacher,
  newViewer,
  type TestSession,
} from '../live.test-support.ts';
import {
  embeddedLive,
  hasFfmpeg,
  openFlv,
  pushTestPattern,
  readFlv,
  waitFor,
} from './media.test-support.ts';
import { viewerToken } from './viewer-token.ts';

const storage = privateStorage('live-media');

/**
 * The embedded media server end to end, on both engines: ffmpeg pushes a test pattern with a
 * session's key, the session goes live, a learner's player receives the stream through the app
 * (FLV and the live HLS), the teacher ends it, and the recording plays as the lesson's protected
 * video. Refusals: a wrong key, a visitor, a learner without the course.
 */
describe.each(engines)('live media, embedded server (%s)', (engine) => {
  let t: TestApp;
  let app: FastifyInstance;
  let live: LiveConfig;
  let base: string;

  beforeAll(async () => {
    live = await embeddedLive();
    t = await createTestApp(engine, { config: { storage, live } });
    app = t.app;
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const stateOf = (session: TestSession) => sessionRow(app, session);

  async function room(session: TestSession, token?: string) {
    const res = await call<LiveRoom>(app, 'GET', `/pc/live/sessions/${session.id}`, {
      ...(token ? { token } : {}),
    });
    expect(res.code).toBe(200);
    return res.data;
  }

  // The whole way from a publish to a playback takes about 20 s of real time (the stream plays
  // at its own pace): once is enough, the state changes on each engine are lifecycle.test.ts's.
  it.skipIf(!hasFfmpeg || engine !== engines[0])(
    'a publish with the key makes the class live, learners watch FLV and HLS, the end makes a protected playback',
    async () => {
      const session = await createLiveSession(app);
      const learner = await newViewer(app, session);
      const teacher = await newSessionTeacher(app, session);
      const pusher = pushTestPattern(
        `${live.rtmpPublicUrl}/${session.streamName}?key=${session.streamKey}`,
      );
      try {
        const row = await waitFor('the session to go live', async () => {
          const current = await stateOf(session);
          return current.state === 'live' ? current : null;
        });
        expect(row.started_at).not.toBeNull();
        expect(row.publishing_since).not.toBeNull();

        const player = (await room(session, learner.token)).player!;
        expect(player.flvUrl).toMatch(
          new RegExp(`^/live-media/flv/${session.streamName}\\.flv\\?t=`),
        );
        const flv = await readFlv(base + player.flvUrl, 12);
        expect(flv.status).toBe(200);
        expect(flv.contentType).toBe('video/x-flv');
        expect(flv.signature).toBe('FLV');
        expect(flv.tagTypes).toContain(9);
        expect(flv.tagTypes).toContain(8);

        // The live HLS appears once the recorder has cut a segment or two.
        const playlist = await waitFor('the live HLS playlist', async () => {
          const res = await send(app, 'GET', player.hlsUrl);
          return res.statusCode === 200 && /\.ts\?t=/.test(res.body) ? res : null;
        });
        expect(playlist.headers['content-type']).toContain('mpegurl');
        expect(playlist.headers['cache-control']).toBe('no-store');
        const segmentLine = playlist.body.split('\n').find((line) => line.includes('.ts?t='))!;
        const segmentUrl = player.hlsUrl.replace(/index\.m3u8\?.*$/, segmentLine);
        const segment = await send(app, 'GET', segmentUrl);
        expect(segment.statusCode).toBe(200);
        expect(segment.rawPayload[0]).toBe(0x47);
        // Without the token the segment is refused.
        const bare = await send(app, 'GET', segmentUrl.replace(/\?.*$/, ''));
        expect(bare.statusCode).toBe(403);

        // Wait for a few seconds of recording before the teacher ends the class.
        await waitFor('a recorded part', async () => {
          const dir = path.join(live.recordDir, String(session.id), 'parts');
          const parts = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
          return parts.some((name) => fs.statSync(path.join(dir, name)).size > 100_000);
        });

        const notTeacher = await call(app, 'POST', `/pc/live/sessions/${session.id}/end`, {
          token: learner.token,
        });
        expect(notTeacher).toMatchObject({ status: 403, code: 403 });
        const ended = await call<{ state: string; stateLabel: string }>(
          app,
          'POST',
          `/pc/live/sessions/${session.id}/end`,
          { token: teacher.token },
        );
        expect(ended).toMatchObject({
          code: 200,
          data: { state: 'processing', stateLabel: '回放生成中' },
        });
        // A second click changes nothing.
        const again = await call<{ state: string }>(
          app,
          'POST',
          `/pc/live/sessions/${session.id}/end`,
          {
            token: teacher.token,
          },
        );
        expect(again.code).toBe(200);
        expect(['processing', 'playback']).toContain(again.data.state);
        // The publisher was sent away; its stream no longer plays.
        await pusher.exited;
        const late = await send(app, 'GET', player.flvUrl);
        expect(late.statusCode).toBe(403);
        expect(late.json()).toMatchObject({ code: 403, msg: '直播尚未开始或已结束' });

        const done = await waitFor(
          'the playback',
          async () => {
            const current = await stateOf(session);
            return current.state !== 'processing' ? current : null;
          },
          90_000,
        );
        expect(done).toMatchObject({
          state: 'playback',
          playback_note: '',
          publishing_since: null,
        });
        expect(done.ended_at).not.toBeNull();
        expect((await room(session, learner.token)).playbackLessonId).toBe(session.lessonId);

        // The recording plays with the protected key flow, as any lesson.
        const info = await call<PlayInfo>(app, 'GET', '/pc/courseVideo/playInfo', {
          token: learner.token,
          query: { ownerKind: 'lesson', ownerId: session.lessonId },
        });
        expect(info.data).toMatchObject({ status: 'ready', access: 'full' });
        expect(info.data.durationSeconds).toBeGreaterThan(0);
        const list = parsePlaylist((await send(app, 'GET', info.data.playlistUrl!)).body);
        expect(list.segments.length).toBeGreaterThan(0);
        const key = await send(app, 'GET', list.keyUrl, {
          headers: { authorization: `Bearer ${learner.token}` },
        });
        expect(key.rawPayload.length).toBe(16);
        const first = await send(app, 'GET', list.segments[0]!);
        expect(decrypts(first.rawPayload, key.rawPayload, list.iv)).toBe(true);

        // The live files are gone, the joined recording stays as the video's source.
        const dir = path.join(live.recordDir, String(session.id));
        expect(fs.existsSync(path.join(dir, 'hls'))).toBe(false);
        expect(fs.existsSync(path.join(dir, 'recording.ts'))).toBe(true);
      } finally {
        await pusher.stop();
      }
    },
    150_000,
  );

  it.skipIf(!hasFfmpeg)(
    'refuses a publish with a wrong key: no state change, nothing recorded',
    async () => {
      const session = await createLiveSession(app);
      const pusher = pushTestPattern(
        `${live.rtmpPublicUrl}/${session.streamName}?key=wrong${session.streamKey}`,
      );
      try {
        // The media server drops the publisher once the key is checked, and ffmpeg gives up.
        await pusher.exited;
        const row = await stateOf(session);
        expect(row).toMatchObject({ state: 'scheduled', started_at: null, publishing_since: null });
        expect(fs.existsSync(path.join(live.recordDir, String(session.id)))).toBe(false);
      } finally {
        await pusher.stop();
      }
    },
    60_000,
  );

  it.skipIf(!hasFfmpeg)(
    'relays nothing of a refused publisher to a viewer waiting for the teacher to come back',
    async () => {
      const session = await createLiveSession(app, { state: 'live' });
      const learner = await newViewer(app, session);
      const player = (await room(session, learner.token)).player!;
      const viewer = await openFlv(base + player.flvUrl);
      try {
        expect(viewer.read.status).toBe(200);
        const impostor = pushTestPattern(
          `${live.rtmpPublicUrl}/${session.streamName}?key=not-the-key`,
        );
        await impostor.exited;
        expect(viewer.read.tagTypes).toEqual([]);
        expect((await stateOf(session)).publishing_since).toBeNull();

        // The teacher, with the key: the same viewer gets the picture.
        const teacher = pushTestPattern(
          `${live.rtmpPublicUrl}/${session.streamName}?key=${session.streamKey}`,
        );
        try {
          await waitFor("the teacher's picture", async () => viewer.read.tagTypes.includes(9));
        } finally {
          await teacher.stop();
        }
      } finally {
        await viewer.close();
      }
    },
    60_000,
  );

  it.skipIf(!hasFfmpeg)(
    'refuses a publish without a key, and one for an unknown stream',
    async () => {
      const session = await createLiveSession(app);
      for (const url of [
        `${live.rtmpPublicUrl}/${session.streamName}`,
        `${live.rtmpPublicUrl}/lsunknown0000?key=${session.streamKey}`,
      ]) {
        const pusher = pushTestPattern(url);
        await pusher.exited;
      }
      expect(await stateOf(session)).toMatchObject({ state: 'scheduled', started_at: null });
    },
    60_000,
  );

  it('refuses the live media to a visitor, a forged token and a learner without the course', async () => {
    const session = await createLiveSession(app, { state: 'live' });
    const buyer = await newViewer(app, session);
    const stranger = await createLearner(app.db);
    const expires = Math.floor(Date.now() / 1000) + 600;

    // Neither a visitor nor a non-buyer gets player addresses.
    expect((await room(session)).player).toBeNull();
    expect((await room(session, stranger.token)).player).toBeNull();

    const flv = `/live-media/flv/${session.streamName}.flv`;
    const hls = `/live-media/hls/${session.streamName}/index.m3u8`;
    for (const url of [flv, hls, `${flv}?t=1.2.3.forged`, `${hls}?t=abc`]) {
      const res = await send(app, 'GET', url);
      expect(res.statusCode).toBe(403);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toMatchObject({ code: 403, msg: '播放地址无效或已过期，请刷新页面' });
    }
    // A token of someone who may not watch (leaked, or minted before a refund).
    const strangers = viewerToken(app.config.appSecret, {
      sessionId: session.id,
      userId: stranger.id,
      expires,
    });
    for (const url of [flv, hls]) {
      const res = await send(app, 'GET', `${url}?t=${strangers}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toMatch(/购买|报名|开通|观看/);
    }
    // A buyer's token for another session, and an expired one.
    const other = await createLiveSession(app, { state: 'live' });
    const wrongSession = viewerToken(app.config.appSecret, {
      sessionId: other.id,
      userId: buyer.id,
      expires,
    });
    const expired = viewerToken(app.config.appSecret, {
      sessionId: session.id,
      userId: buyer.id,
      expires: Math.floor(Date.now() / 1000) - 1,
    });
    for (const token of [wrongSession, expired]) {
      expect((await send(app, 'GET', `${flv}?t=${token}`)).statusCode).toBe(403);
    }
    // The buyer's own addresses open it only while the class is live.
    const player = (await room(session, buyer.token)).player!;
    await app.db
      .updateTable('live_session')
      .set({ state: 'ended' })
      .where('id', '=', session.id)
      .execute();
    const over = await send(app, 'GET', player.hlsUrl);
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ code: 403, msg: '直播尚未开始或已结束' });
  });

  it('tells the teacher what to put in OBS, and refuses to end a class that has not started', async () => {
    const session = await createLiveSession(app);
    const teacher = await newSessionTeacher(app, session);
    const teaching = await call<{
      list: Array<{
        id: number;
        publish: { rtmpServer: string; streamKey: string; rtmpUrl: string };
      }>;
    }>(app, 'GET', '/pc/live/teaching', { token: teacher.token });
    const mine = teaching.data.list.find((item) => item.id === session.id)!;
    expect(mine.publish).toEqual({
      rtmpServer: live.rtmpPublicUrl,
      streamKey: `${session.streamName}?key=${session.streamKey}`,
      rtmpUrl: `${live.rtmpPublicUrl}/${session.streamName}?key=${session.streamKey}`,
    });
    const early = await call(app, 'POST', `/pc/live/sessions/${session.id}/end`, {
      token: teacher.token,
    });
    expect(early).toMatchObject({ status: 400, code: 400, msg: '直播尚未开始或已结束' });
    expect((await stateOf(session)).state).toBe('scheduled');
  });
});

describe('live media when the RTMP port is taken', () => {
  let t: TestApp;
  let blocker: net.Server;
  const lines: string[] = [];

  beforeAll(async () => {
    const live = await embeddedLive();
    blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(live.rtmpPort, '127.0.0.1', resolve));
    t = await createTestApp('sqlite', {
      config: { storage, live, logLevel: 'warn' },
      logStream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => blocker.close(resolve));
  });

  it('starts the site without live media, says so in the log, and answers players 503', async () => {
    const health = await send(t.app, 'GET', '/healthz');
    expect(health.statusCode).toBe(200);
    expect(lines.some((line) => line.includes('embedded media server unavailable'))).toBe(true);
    const session = await createLiveSession(t.app, { state: 'live' });
    const viewer = await newViewer(t.app, session);
    const player = (
      await call<LiveRoom>(t.app, 'GET', `/pc/live/sessions/${session.id}`, {
        token: viewer.token,
      })
    ).data.player!;
    const flv = await send(t.app, 'GET', player.flvUrl);
    expect(flv.statusCode).toBe(503);
    expect(flv.json()).toMatchObject({ code: 503, msg: '直播服务暂不可用，请稍后再试' });
  });
});
