import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_LIMITS, LIVE_MSG } from '@shangan/shared';
import type {
  LiveMessage,
  LiveMutedEvent,
  LiveOnlineEvent,
  LiveRoom,
} from '@shangan/shared/contracts/live';
import { buildApp } from '../../../app.ts';
import { openDatabase } from '../../../db/connect.ts';
import { createTestApp, engines, TEST_REDIS_URL, type TestApp } from '../../../../test/test-app.ts';
import { call, createLiveSession, newSessionTeacher, newViewer } from '../live.test-support.ts';
import { openRoomEvents, type RoomEvents } from './room.test-support.ts';

/**
 * Two instances behind one load balancer, on one database and one Redis: a room's viewers are
 * spread over both, and whatever happens on one reaches the viewers of the other.
 */
describe.skipIf(!TEST_REDIS_URL).each(engines)('live room across two instances on %s', (engine) => {
  let first: TestApp;
  let second: FastifyInstance;
  const streams: RoomEvents[] = [];
  beforeAll(async () => {
    first = await createTestApp(engine, {
      redis: true,
      // A prefix of its own: other test files publish to rooms with the same ids.
      config: { redisPrefix: `live-room-test-${crypto.randomBytes(4).toString('hex')}` },
    });
    await first.app.listen({ port: 0, host: '127.0.0.1' });
    second = await buildApp({
      config: first.app.config,
      database: openDatabase(first.database.url),
    });
    await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await second?.close();
    await first?.close();
  });

  const open = async (app: FastifyInstance, sessionId: number, token: string) => {
    const stream = await openRoomEvents(app, sessionId, token);
    streams.push(stream);
    expect(stream.status).toBe(200);
    return stream;
  };
  const send = (app: FastifyInstance, token: string, sessionId: number, content: string) =>
    call<LiveMessage>(app, 'POST', '/pc/live/messages', { token, body: { sessionId, content } });

  it('delivers a message sent through one instance to a viewer held by the other, once', async () => {
    const session = await createLiveSession(first.app, { state: 'live' });
    const [a, b] = [await newViewer(first.app, session), await newViewer(first.app, session)];
    const onSecond = await open(second, session.id, b.token);
    const onFirst = await open(first.app, session.id, a.token);

    const sent = (await send(first.app, a.token, session.id, '跨实例你好')).data;
    const heard = await onSecond.next((e) => e.event === 'message');
    expect(JSON.parse(heard.data)).toEqual(sent);
    await onFirst.next((e) => e.event === 'message');

    // A marker sent the other way: anything doubled would have arrived before it.
    const marker = (await send(second, b.token, session.id, '收到')).data;
    await onSecond.next((e) => e.id === String(marker.id));
    await onFirst.next((e) => e.id === String(marker.id));
    for (const stream of [onFirst, onSecond]) {
      expect(stream.events.filter((e) => e.event === 'message').map((e) => e.id)).toEqual([
        String(sent.id),
        String(marker.id),
      ]);
    }
  });

  it('counts the viewers of both instances', async () => {
    const session = await createLiveSession(first.app, { state: 'live' });
    const [a, b] = [await newViewer(first.app, session), await newViewer(first.app, session)];
    const onFirst = await open(first.app, session.id, a.token);
    expect(await onFirst.nextData<LiveOnlineEvent>('online')).toEqual({ count: 1 });
    const onSecond = await open(second, session.id, b.token);
    // The second instance may greet its viewer before it has heard of the first's (a busy
    // machine): what counts is that it comes to 2.
    await onSecond.nextData<LiveOnlineEvent>('online', (d) => d.count === 2);
    // The first instance's viewer hears it too, from the other instance.
    await onFirst.nextData<LiveOnlineEvent>('online', (d) => d.count === 2);
    for (const app of [first.app, second]) {
      const room = await call<LiveRoom>(app, 'GET', `/pc/live/sessions/${session.id}`, {
        token: a.token,
      });
      expect(room.data.online).toBe(2);
    }

    onSecond.close();
    await onFirst.nextData<LiveOnlineEvent>('online', (d) => d.count === 1);
    const peak = await first.app.db
      .selectFrom('live_session')
      .select('peak_online')
      .where('id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(peak.peak_online).toBe(2);
  });

  it('refuses a muted learner on the other instance at once, and tells its viewers', async () => {
    const session = await createLiveSession(first.app, { state: 'live' });
    const teacher = await newSessionTeacher(first.app, session);
    const a = await newViewer(first.app, session);
    const onSecond = await open(second, session.id, a.token);
    const muted = await call<LiveMutedEvent>(first.app, 'POST', '/pc/live/mutes', {
      token: teacher.token,
      body: { sessionId: session.id, userId: a.id, muted: true },
    });
    expect(muted.code).toBe(200);
    expect(await send(second, a.token, session.id, '我被禁言了吗')).toMatchObject({
      status: 403,
      msg: LIVE_MSG.muted,
    });
    expect(await onSecond.nextData<LiveMutedEvent>('muted')).toEqual({ userId: a.id, muted: true });
  });

  // Two instances on one SQLite file is not a deployment (several instances mean PostgreSQL).
  it.skipIf(engine !== 'postgres')(
    'holds the rate limit exactly when the burst is spread over both instances',
    async () => {
      const session = await createLiveSession(first.app, { state: 'live' });
      const a = await newViewer(first.app, session);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          send(i % 2 ? second : first.app, a.token, session.id, `并发${i}`),
        ),
      );
      expect(answers.filter((r) => r.code === 200)).toHaveLength(LIVE_LIMITS.burstMessages);
      for (const r of answers.filter((r) => r.code !== 200)) {
        expect(r).toMatchObject({ status: 429, msg: LIVE_MSG.tooFast });
      }
    },
  );
});
