import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { send } from '../../../test/client.ts';
import { privateStorage } from '../../../test/hls.ts';
import {
  createTestApp,
  createTestDatabase,
  engines,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { loadConfig, type LiveConfig } from '../../config/env.ts';
import { openDatabase } from '../../db/connect.ts';
import { isoAfter } from '../../lib/time.ts';
import type { LiveContext, LiveMedia } from './context.ts';
import {
  claimAbandoned,
  endIdleSessions,
  endSession,
  onPublish,
  onUnpublish,
  PLAYBACK_NOTES,
} from './lifecycle.ts';
import { createLiveSession, sessionRow, type TestSession } from './live.test-support.ts';
import { FFMPEG, hasFfmpeg, waitFor } from './media/media.test-support.ts';
import type { LiveEvent } from './room/bus.ts';

const storage = privateStorage('live-lifecycle');

/** A context of the real database whose bus and media only note what they are asked. */
function recordingContext(app: FastifyInstance) {
  const events: Array<{ sessionId: number; event: LiveEvent }> = [];
  const kicked: number[] = [];
  const media: LiveMedia = {
    publishInfo: () => ({ rtmpServer: '', streamKey: '', rtmpUrl: '' }),
    playerFor: () => ({ flvUrl: '', hlsUrl: '', expiresAt: '' }),
    kick: async (session) => {
      kicked.push(session.id);
    },
    dropStaleKeyPublisher: async () => undefined,
    close: async () => undefined,
  };
  const ctx: LiveContext = {
    db: app.db,
    engine: app.dbEngine,
    config: app.config,
    log: app.log,
    bus: {
      publish: async (sessionId, event) => {
        events.push({ sessionId, event });
      },
      subscribe: () => () => undefined,
      watch: () => () => undefined,
      online: async () => 0,
      close: async () => undefined,
    },
    media,
  };
  const states = (sessionId: number) =>
    events
      .filter((e) => e.sessionId === sessionId && e.event.type === 'state')
      .map((e) => (e.event.data as { state: string }).state);
  return { ctx, events, kicked, states };
}

describe.each(engines)('live session lifecycle (%s)', (engine) => {
  let t: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp(engine, { config: { storage } });
    app = t.app;
  });
  afterAll(async () => {
    await t?.close();
  });

  const rowOf = (session: TestSession) => sessionRow(app, session);

  it('accepts a publish only with the current key, before or during the class', async () => {
    const { ctx, states } = recordingContext(app);
    const session = await createLiveSession(app);
    expect(await onPublish(ctx, session.streamName, 'wrong')).toMatchObject({ accepted: false });
    expect(await onPublish(ctx, session.streamName, '')).toMatchObject({ accepted: false });
    expect(await onPublish(ctx, 'lsnosuchstream', session.streamKey)).toMatchObject({
      accepted: false,
    });
    expect(await rowOf(session)).toMatchObject({ state: 'scheduled', started_at: null });

    const first = await onPublish(ctx, session.streamName, session.streamKey);
    expect(first.accepted).toBe(true);
    const live = await rowOf(session);
    expect(live).toMatchObject({ state: 'live' });
    expect(live.publishing_since).not.toBeNull();
    const startedAt = live.started_at;

    // The teacher reconnects: still live, started_at kept, the room told once.
    await onUnpublish(ctx, session.streamName, first.accepted ? first.since : undefined);
    expect((await rowOf(session)).publishing_since).toBeNull();
    const second = await onPublish(ctx, session.streamName, session.streamKey);
    expect(second.accepted).toBe(true);
    expect((await rowOf(session)).started_at).toBe(startedAt);
    expect(states(session.id)).toEqual(['live']);

    // A late notice of the first publish's end does not clear the second.
    await onUnpublish(ctx, session.streamName, first.accepted ? first.since : undefined);
    expect((await rowOf(session)).publishing_since).not.toBeNull();

    // A replaced key, and an ended class, refuse.
    await app.db
      .updateTable('live_session')
      .set({ stream_key: 'replaced-key-0000' })
      .where('id', '=', session.id)
      .execute();
    expect(await onPublish(ctx, session.streamName, session.streamKey)).toMatchObject({
      accepted: false,
    });
    for (const state of ['processing', 'ended', 'playback']) {
      await app.db
        .updateTable('live_session')
        .set({ state })
        .where('id', '=', session.id)
        .execute();
      expect(await onPublish(ctx, session.streamName, 'replaced-key-0000')).toMatchObject({
        accepted: false,
      });
    }
  });

  it('changes the state once when the end is asked twice at the same time', async () => {
    const { ctx, states, kicked } = recordingContext(app);
    const session = await createLiveSession(app, { state: 'live' });
    const answers = await Promise.all([endSession(ctx, session.id), endSession(ctx, session.id)]);
    for (const answer of answers)
      expect(answer).toEqual({ state: 'processing', stateLabel: '回放生成中' });
    expect(states(session.id)).toEqual(['processing']);
    expect(kicked).toEqual([session.id]);
    const row = await rowOf(session);
    expect(row.ended_at).not.toBeNull();
    // Asked once more after the fact, it answers the state without a change.
    expect(await endSession(ctx, session.id)).toMatchObject({ state: 'processing' });
    expect(states(session.id)).toEqual(['processing']);
    await expect(endSession(ctx, (await createLiveSession(app)).id)).rejects.toMatchObject({
      code: 400,
    });
  });

  it('ends a class left without a publisher for the idle time, once', async () => {
    const { ctx, states } = recordingContext(app);
    const idle = await createLiveSession(app, { state: 'live' });
    const fresh = await createLiveSession(app, { state: 'live' });
    const longAgo = isoAfter(-(app.config.live.endAfterIdleSeconds + 60) * 1000);
    await app.db
      .updateTable('live_session')
      .set({ updated_at: longAgo })
      .where('id', '=', idle.id)
      .execute();
    const [a, b] = await Promise.all([endIdleSessions(ctx), endIdleSessions(ctx)]);
    expect([...a, ...b].filter((id) => id === idle.id)).toEqual([idle.id]);
    expect([...a, ...b]).not.toContain(fresh.id);
    expect((await rowOf(idle)).state).toBe('processing');
    expect((await rowOf(fresh)).state).toBe('live');
    expect(states(idle.id)).toEqual(['processing']);
  });

  it('lets one instance claim a session abandoned in processing', async () => {
    const { ctx } = recordingContext(app);
    const session = await createLiveSession(app, { state: 'processing' });
    await app.db
      .updateTable('live_session')
      .set({ updated_at: isoAfter(-10 * 60_000) })
      .where('id', '=', session.id)
      .execute();
    const [a, b] = await Promise.all([
      claimAbandoned(ctx, 60_000, new Set()),
      claimAbandoned(ctx, 60_000, new Set()),
    ]);
    expect([...a, ...b].filter((row) => row.id === session.id)).toHaveLength(1);
    // Claimed, it is fresh again: nobody else takes it while it is being finished.
    expect(await claimAbandoned(ctx, 60_000, new Set())).toEqual([]);
  });
});

/** A recorded part as the recorder writes it: H.264 and AAC in MPEG-TS. */
function writePart(dir: string, name: string, seconds: number): void {
  fs.mkdirSync(dir, { recursive: true });
  const result = spawnSync(
    FFMPEG,
    [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc=size=320x240:rate=15:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${seconds}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '30', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-f', 'mpegts', path.join(dir, name)],
    ],
    { stdio: 'ignore' },
  );
  if (result.status !== 0) throw new Error('test part not written');
}

/**
 * An app started with live media finds what the last process left: a class abandoned in
 * processing (its recording's parts on disk) is finished into a playback, one without parts
 * ends with the reason; an external server's hooks drive publishes.
 */
describe.each(engines)('live media after a restart, external server (%s)', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let live: LiveConfig;
  const secret = 'hook-secret-0123456789';
  let withParts: TestSession;
  let withoutParts: TestSession;

  beforeAll(async () => {
    const recordDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-live-restart-'));
    live = {
      ...loadConfig({ NODE_ENV: 'test' }).live,
      media: 'external',
      // Nothing answers there: the hooks' recorder gives up and tries again, harmlessly.
      flvUpstream: 'http://127.0.0.1:9/live/{stream}.flv',
      hookSecret: secret,
      recordDir,
    };
    // The sessions the last process left, written by an app of its own on the same database.
    database = await createTestDatabase(engine, 'migrated');
    const testConfig = {
      ...loadConfig({ NODE_ENV: 'test' }),
      databaseUrl: database.url,
      webDistDir: path.join(os.tmpdir(), 'shangan-no-web-dist'),
      storage,
    };
    const before = await buildApp({ config: testConfig, database: database.handle });
    await before.ready();
    const leftAt = isoAfter(-10 * 60_000);
    withParts = await createLiveSession(before, { state: 'processing' });
    withoutParts = await createLiveSession(before, { state: 'processing' });
    for (const session of [withParts, withoutParts]) {
      await before.db
        .updateTable('live_session')
        .set({ updated_at: leftAt, started_at: leftAt, ended_at: leftAt })
        .where('id', '=', session.id)
        .execute();
    }
    await before.close();
    if (hasFfmpeg) {
      const parts = path.join(recordDir, String(withParts.id), 'parts');
      writePart(parts, 'part-000001700000000000-aaaaaa.ts', 3);
      writePart(parts, 'part-000001700000100000-bbbbbb.ts', 3);
    }
    // The restart: a new app on the same database, with live media.
    app = await buildApp({
      config: { ...testConfig, live },
      database: openDatabase(database.url),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    fs.rmSync(live.recordDir, { recursive: true, force: true });
  });

  const rowOf = (session: TestSession) => sessionRow(app, session);

  it.skipIf(!hasFfmpeg)(
    'finishes a class left in processing: its parts become the playback',
    async () => {
      const done = await waitFor('the abandoned class to be finished', async () => {
        const row = await rowOf(withParts);
        return row.state !== 'processing' ? row : null;
      });
      expect(done).toMatchObject({ state: 'playback', playback_note: '' });
      const video = await app.db
        .selectFrom('course_video')
        .selectAll()
        .where('owner_kind', '=', 'lesson')
        .where('owner_id', '=', withParts.lessonId)
        .executeTakeFirstOrThrow();
      // Both parts, joined.
      expect(video.duration_seconds).toBeGreaterThanOrEqual(5);
      expect(JSON.parse(video.recipe)).toMatchObject({ kind: 'recording' });
    },
    60_000,
  );

  it('ends a class left in processing without a recording, saying why', async () => {
    const done = await waitFor('the class without parts to end', async () => {
      const row = await rowOf(withoutParts);
      return row.state !== 'processing' ? row : null;
    });
    expect(done).toMatchObject({ state: 'ended', playback_note: PLAYBACK_NOTES.noRecording });
  });

  it('takes publishes from the hooks of SRS and nginx-rtmp, with the secret and the key', async () => {
    const session = await createLiveSession(app);
    const hook = (kind: 'publish' | 'unpublish', token: string, body: object, form = false) =>
      app.inject({
        method: 'POST',
        url: `/live-media/hooks/${kind}?token=${token}`,
        ...(form
          ? {
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              payload: new URLSearchParams(body as Record<string, string>).toString(),
            }
          : { payload: body }),
      });
    const srs = { action: 'on_publish', app: 'live', stream: session.streamName };

    const noSecret = await hook('publish', 'nope', { ...srs, param: `?key=${session.streamKey}` });
    expect(noSecret.statusCode).toBe(403);
    expect(noSecret.json()).toMatchObject({ code: 403, msg: '未启用推流回调' });
    const wrongKey = await hook('publish', secret, { ...srs, param: '?key=wrong' });
    expect(wrongKey.statusCode).toBe(403);
    const nginxWrong = await hook(
      'publish',
      secret,
      { call: 'publish', app: 'live', name: session.streamName, key: 'wrong' },
      true,
    );
    expect(nginxWrong.statusCode).toBe(403);
    expect((await rowOf(session)).state).toBe('scheduled');

    const allowed = await hook('publish', secret, { ...srs, param: `?key=${session.streamKey}` });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ code: 0 });
    expect(await rowOf(session)).toMatchObject({ state: 'live' });

    const left = await hook(
      'unpublish',
      secret,
      { call: 'publish_done', app: 'live', name: session.streamName },
      true,
    );
    expect(left.json()).toEqual({ code: 0 });
    expect((await rowOf(session)).publishing_since).toBeNull();

    const nginxRight = await hook(
      'publish',
      secret,
      { call: 'publish', app: 'live', name: session.streamName, args: `key=${session.streamKey}` },
      true,
    );
    expect(nginxRight.statusCode).toBe(200);
    await app.db
      .updateTable('live_session')
      .set({ state: 'ended' })
      .where('id', '=', session.id)
      .execute();
    expect(
      (await hook('publish', secret, { ...srs, param: `?key=${session.streamKey}` })).statusCode,
    ).toBe(403);
    // The viewers' media is refused once the class is over.
    const flv = await send(app, 'GET', `/live-media/flv/${session.streamName}.flv?t=x`);
    expect(flv.statusCode).toBe(403);
  });
});
