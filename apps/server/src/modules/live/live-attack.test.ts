import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_LIMITS, LIVE_MSG } from '@shangan/shared';
import type { DataOf } from '@shangan/shared/contracts';
import type {
  ListLiveSessions,
  LiveMessage,
  LivePinnedEvent,
  LiveRoom,
} from '@shangan/shared/contracts/live';
import { send } from '../../../test/client.ts';
import { createLearner } from '../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { TOO_MANY_STREAMS, EVENT_STREAMS_PER_USER } from '../../plugins/app/event-streams.ts';
import {
  call,
  createLiveSession,
  newSessionTeacher,
  newViewer,
  type TestSession,
} from './live.test-support.ts';
import { viewerToken } from './media/viewer-token.ts';
import { openRoomEvents, type RoomEvents } from './room/room.test-support.ts';

/**
 * The live endpoints as a hostile learner, a teacher of another course, a visitor and a curious
 * client would use them, on both engines: what each may see and do, and what holds under
 * parallel requests. The media (publishing, FLV, HLS) is attacked in media/media-attack.test.ts.
 */
describe.each(engines)('live classes under attack (%s)', (engine) => {
  let t: TestApp;
  const streams: RoomEvents[] = [];
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t.close();
  });

  const open = async (sessionId: number, token?: string, headers = {}) => {
    const stream = await openRoomEvents(t.app, sessionId, token, headers);
    streams.push(stream);
    return stream;
  };
  const room = (id: number, token?: string) =>
    call<LiveRoom>(t.app, 'GET', `/pc/live/sessions/${id}`, token ? { token } : {});
  const say = (token: string, sessionId: number, content: unknown) =>
    call<LiveMessage>(t.app, 'POST', '/pc/live/messages', { token, body: { sessionId, content } });
  const offSale = (session: TestSession) =>
    t.app.db
      .updateTable('courses')
      .set({ status: 'off_sale' })
      .where('id', '=', session.courseId)
      .execute();

  it('hides a session of a course off sale from everyone but its holders and its teacher', async () => {
    const session = await createLiveSession(t.app, { free: true, state: 'live' });
    const holder = await newViewer(t.app, session);
    const teacher = await newSessionTeacher(t.app, session);
    const stranger = await createLearner(t.app.db);
    await offSale(session);

    for (const token of [undefined, stranger.token]) {
      expect(await room(session.id, token)).toMatchObject({ status: 404, msg: LIVE_MSG.notFound });
      expect(
        await call(t.app, 'GET', `/pc/live/lessons/${session.lessonId}`, token ? { token } : {}),
      ).toMatchObject({ status: 404, msg: LIVE_MSG.notFound });
    }
    expect(
      await call(t.app, 'POST', '/pc/live/reminders', {
        token: stranger.token,
        body: { sessionId: session.id, remind: true },
      }),
    ).toMatchObject({ status: 404, msg: LIVE_MSG.notFound });
    const reminders = await t.app.db
      .selectFrom('live_reminder')
      .select('user_id')
      .where('session_id', '=', session.id)
      .execute();
    expect(reminders).toEqual([]);
    const schedule = await call<DataOf<typeof ListLiveSessions>>(
      t.app,
      'GET',
      '/pc/live/sessions',
      { token: stranger.token, query: { tab: 'all', pageSize: 50 } },
    );
    expect(schedule.data.list.map((s) => s.id)).not.toContain(session.id);

    // Those who hold it keep their class, and its teacher runs it.
    expect((await room(session.id, holder.token)).data.access.level).toBe('full');
    expect((await room(session.id, teacher.token)).data.viewer.isTeacher).toBe(true);
    expect(
      (
        await call(t.app, 'GET', `/pc/live/lessons/${session.lessonId}`, {
          token: holder.token,
        })
      ).data,
    ).toEqual({ sessionId: session.id });
  });

  it('lets a teacher of another course, and a learner, run nothing of the session', async () => {
    const session = await createLiveSession(t.app, { state: 'live' });
    const other = await createLiveSession(t.app, { state: 'live' });
    const otherTeacher = await newSessionTeacher(t.app, other);
    const learner = await newViewer(t.app, session);
    const message = (await say(learner.token, session.id, '老师好')).data;

    for (const token of [otherTeacher.token, learner.token]) {
      for (const [method, url, body] of [
        ['POST', `/pc/live/sessions/${session.id}/end`, undefined],
        ['POST', `/pc/live/sessions/${session.id}/streamKey`, undefined],
        ['POST', '/pc/live/announcement', { sessionId: session.id, content: '下课' }],
        ['DELETE', `/pc/live/messages/${message.id}`, undefined],
        ['POST', `/pc/live/messages/${message.id}/pin`, { pinned: true }],
        ['POST', '/pc/live/mutes', { sessionId: session.id, userId: learner.id, muted: true }],
      ] as const) {
        expect(
          await call(t.app, method, url, { token, ...(body ? { body } : {}) }),
          `${method} ${url}`,
        ).toMatchObject({ status: 403, msg: LIVE_MSG.notTeacher });
      }
      // The teacher of another course does not watch this one either.
      expect((await room(session.id, token)).data.player).toSatisfy(
        (player: unknown) => token === learner.token || player === null,
      );
    }
    // The other course's teacher may not mute this room's learner by naming its own session.
    const row = await t.app.db
      .selectFrom('live_session')
      .select(['state', 'stream_key', 'announcement'])
      .where('id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'live', stream_key: session.streamKey, announcement: '' });
    expect(
      await t.app.db
        .selectFrom('live_mute')
        .select('user_id')
        .where('session_id', '=', session.id)
        .execute(),
    ).toEqual([]);
    const kept = await t.app.db
      .selectFrom('live_chat_message')
      .select(['deleted_at', 'pinned'])
      .where('id', '=', message.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ deleted_at: null, pinned: 0 });
  });

  it('never lets a learner mute themselves or the teacher, nor a teacher mute themselves', async () => {
    const session = await createLiveSession(t.app, { state: 'live' });
    const teacher = await newSessionTeacher(t.app, session);
    const learner = await newViewer(t.app, session);
    const mute = (token: string, userId: number) =>
      call(t.app, 'POST', '/pc/live/mutes', {
        token,
        body: { sessionId: session.id, userId, muted: true },
      });
    expect(await mute(learner.token, learner.id)).toMatchObject({ status: 403 });
    expect(await mute(learner.token, teacher.id)).toMatchObject({ status: 403 });
    expect(await mute(teacher.token, teacher.id)).toMatchObject({ status: 400 });
    expect((await say(teacher.token, session.id, '还能说话')).code).toBe(200);
  });

  it('pins at most the limit however many pins race', async () => {
    const session = await createLiveSession(t.app, { state: 'live' });
    const teacher = await newSessionTeacher(t.app, session);
    const learners = await Promise.all([1, 2].map(() => newViewer(t.app, session)));
    const ids: number[] = [];
    for (const learner of learners) {
      for (let i = 0; i < 4; i += 1)
        ids.push((await say(learner.token, session.id, `问${i}`)).data.id);
    }
    const answers = await Promise.all(
      ids.map((id) =>
        call<LivePinnedEvent>(t.app, 'POST', `/pc/live/messages/${id}/pin`, {
          token: teacher.token,
          body: { pinned: true },
        }),
      ),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(LIVE_LIMITS.pinned);
    for (const refused of answers.filter((a) => a.code !== 200)) {
      expect(refused).toMatchObject({ status: 400, msg: LIVE_MSG.tooManyPinned });
    }
    const pinned = await t.app.db
      .selectFrom('live_chat_message')
      .select('id')
      .where('session_id', '=', session.id)
      .where('pinned', '=', 1)
      .execute();
    expect(pinned).toHaveLength(LIVE_LIMITS.pinned);
  });

  it('keeps direction overrides and invisible characters out of names and messages', async () => {
    const session = await createLiveSession(t.app, { state: 'live' });
    const learner = await newViewer(t.app, session);
    await t.app.db
      .updateTable('app_user')
      .set({ nick_name: '\u202E老师\u2066助教\u2069\u200F' })
      .where('id', '=', learner.id)
      .execute();
    const sent = await say(learner.token, session.id, '\u061C看\u2060这\u00AD里\uFFF9');
    expect(sent.code).toBe(200);
    expect(sent.data.name).toBe('老师助教');
    expect(sent.data.content).toBe('看这里');
    const listed = await call<{ list: LiveMessage[] }>(
      t.app,
      'GET',
      `/pc/live/sessions/${session.id}/messages`,
      { token: learner.token },
    );
    expect(listed.data.list.map((m) => m.name)).toEqual(['老师助教']);
    // Nothing but invisible characters is nothing.
    expect(await say(learner.token, session.id, '\u2060\u2061\u00AD\u061C')).toMatchObject({
      status: 400,
      msg: LIVE_MSG.emptyMessage,
    });
    // Emoji sequences keep their joiners, and markup stays text.
    const emoji = await say(
      learner.token,
      session.id,
      '👨\u200D👩\u200D👧 <img src=x onerror=alert(1)>',
    );
    expect(emoji.data.content).toBe('👨\u200D👩\u200D👧 <img src=x onerror=alert(1)>');
  });

  it('refuses a huge message body in Chinese and stores nothing', async () => {
    const session = await createLiveSession(t.app, { state: 'live' });
    const learner = await newViewer(t.app, session);
    for (const content of ['字'.repeat(100_000), 'a'.repeat(900_000)]) {
      const res = await say(learner.token, session.id, content);
      expect(res.status).toBe(400);
      expect(res.msg).toBe(LIVE_MSG.messageTooLong);
    }
    const tooBig = await send(t.app, 'POST', '/api/v1/pc/live/messages', {
      headers: { authorization: `Bearer ${learner.token}` },
      body: { sessionId: session.id, content: 'a'.repeat(2 * 1024 * 1024) },
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().msg).toMatch(/[\u4e00-\u9fff]/);
    const stored = await t.app.db
      .selectFrom('live_chat_message')
      .select('id')
      .where('session_id', '=', session.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('stops a refunded or expired learner at the next request: player, chat, history, events', async () => {
    const session = await createLiveSession(t.app, { state: 'live' });
    const learner = await newViewer(t.app, session);
    expect((await room(session.id, learner.token)).data.player).not.toBeNull();
    await t.app.db
      .updateTable('course_enrolments')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', learner.id)
      .where('course_id', '=', session.courseId)
      .execute();
    const after = await room(session.id, learner.token);
    expect(after.data.player).toBeNull();
    expect(after.data.viewer.canChat).toBe(false);
    expect(after.data.announcement).toBe('');
    for (const url of [
      `/pc/live/sessions/${session.id}/player`,
      `/pc/live/sessions/${session.id}/messages`,
    ]) {
      expect((await call(t.app, 'GET', url, { token: learner.token })).status).toBe(403);
    }
    expect((await say(learner.token, session.id, '还在吗')).status).toBe(403);
    expect((await open(session.id, learner.token)).status).toBe(403);
  });

  it('shows no stream key in any answer a learner, a visitor or another teacher gets', async () => {
    const session = await createLiveSession(t.app, { state: 'live', free: true });
    const teacher = await newSessionTeacher(t.app, session);
    const other = await createLiveSession(t.app);
    const otherTeacher = await newSessionTeacher(t.app, other);
    const learner = await newViewer(t.app, session);
    const answers = [
      await call(t.app, 'GET', '/pc/live/sessions', { query: { tab: 'all', pageSize: 50 } }),
      await room(session.id),
      await room(session.id, learner.token),
      await room(session.id, otherTeacher.token),
      await call(t.app, 'GET', '/pc/live/teaching', { token: otherTeacher.token }),
      await call(t.app, 'GET', '/pc/live/teaching', { token: learner.token }),
      await call(t.app, 'GET', `/pc/live/sessions/${session.id}/player`, { token: learner.token }),
      await say(teacher.token, session.id, '开始上课'),
    ];
    for (const answer of answers) expect(JSON.stringify(answer)).not.toContain(session.streamKey);
    // The teacher's own list carries it, and is never kept by a cache.
    const mine = await send(t.app, 'GET', '/api/v1/pc/live/teaching', {
      headers: { authorization: `Bearer ${teacher.token}` },
    });
    expect(mine.body).toContain(session.streamKey);
    expect(mine.headers['cache-control']).toBe('no-store');
    const renewed = await send(t.app, 'POST', `/api/v1/pc/live/sessions/${session.id}/streamKey`, {
      headers: { authorization: `Bearer ${teacher.token}` },
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.headers['cache-control']).toBe('no-store');
  });

  it('caps the event streams a person holds, and frees a slot when one closes', async () => {
    const session = await createLiveSession(t.app, { state: 'live' });
    const learner = await newViewer(t.app, session);
    const opened: RoomEvents[] = [];
    for (let i = 0; i < EVENT_STREAMS_PER_USER; i += 1) {
      const stream = await open(session.id, learner.token);
      expect(stream.status).toBe(200);
      opened.push(stream);
    }
    expect(await open(session.id, learner.token)).toMatchObject({
      status: 429,
      refusal: { msg: TOO_MANY_STREAMS },
    });
    opened[0]!.close();
    await opened[0]!.ended;
    let reopened: RoomEvents | null = null;
    for (let i = 0; i < 50 && !reopened; i += 1) {
      const attempt = await open(session.id, learner.token);
      if (attempt.status === 200) reopened = attempt;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(reopened?.status).toBe(200);
    for (const stream of opened) stream.close();
    reopened?.close();
  });

  it("replays only the room's own messages for any Last-Event-ID", async () => {
    const session = await createLiveSession(t.app, { state: 'live' });
    const secret = await createLiveSession(t.app, { state: 'live' });
    const insider = await newViewer(t.app, secret);
    const hidden = (await say(insider.token, secret.id, '别的课的秘密')).data;
    const learner = await newViewer(t.app, session);
    const mine = (await say(learner.token, session.id, '本课消息')).data;
    for (const id of ['1', String(hidden.id - 1), '0', '-1', 'abc', '99999999999999', '1e3']) {
      const stream = await open(session.id, learner.token, { 'last-event-id': id });
      expect(stream.status).toBe(200);
      await stream.nextData('online');
      expect(stream.text()).not.toContain('别的课的秘密');
      stream.close();
    }
    const replay = await open(session.id, learner.token, { 'last-event-id': '1' });
    const heard = await replay.next((e) => e.event === 'message');
    expect(heard.id).toBe(String(mine.id));
    replay.close();
  });

  it('refuses the events of a room one may not watch', async () => {
    const session = await createLiveSession(t.app, { state: 'live' });
    const stranger = await createLearner(t.app.db);
    const other = await createLiveSession(t.app, { state: 'live' });
    const otherTeacher = await newSessionTeacher(t.app, other);
    for (const token of [undefined, stranger.token, otherTeacher.token]) {
      const stream = await open(session.id, token);
      expect(stream.status).toBe(token ? 403 : 401);
    }
  });

  it('keeps one reminder per learner however often it is toggled', async () => {
    const session = await createLiveSession(t.app, { free: true });
    const learner = await createLearner(t.app.db);
    const toggles = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t.app, 'POST', '/pc/live/reminders', {
          token: learner.token,
          body: { sessionId: session.id, remind: i % 2 === 0 },
        }),
      ),
    );
    expect(toggles.every((r) => r.code === 200)).toBe(true);
    const rows = await t.app.db
      .selectFrom('live_reminder')
      .select('user_id')
      .where('session_id', '=', session.id)
      .execute();
    expect(rows.length).toBeLessThanOrEqual(1);
  });

  it('changes the state once when the end is clicked twice at the same time', async () => {
    const session = await createLiveSession(t.app, { state: 'live' });
    const teacher = await newSessionTeacher(t.app, session);
    const ends = await Promise.all(
      [1, 2, 3].map(() =>
        call<{ state: string }>(t.app, 'POST', `/pc/live/sessions/${session.id}/end`, {
          token: teacher.token,
        }),
      ),
    );
    expect(ends.every((r) => r.code === 200)).toBe(true);
    expect(ends.map((r) => r.data.state)).not.toContain('live');
  });

  it('accepts a viewer token only for its own session and user', async () => {
    const session = await createLiveSession(t.app, { state: 'live' });
    const learner = await newViewer(t.app, session);
    const expires = Math.floor(Date.now() / 1000) + 600;
    const token = viewerToken(t.app.config.appSecret, {
      sessionId: session.id,
      userId: learner.id,
      expires,
    });
    // The genuine token passes every check (this app runs without a media server: 503)…
    const genuine = await send(t.app, 'GET', `/live-media/flv/${session.streamName}.flv`, {
      query: { t: token },
    });
    expect(genuine.statusCode).toBe(503);
    // …and tampering with any field breaks its signature.
    const [sid, uid, exp, sig] = token.split('.');
    for (const forged of [
      `${sid}.${Number(uid) + 1}.${exp}.${sig}`,
      `${sid}.${uid}.${Number(exp) + 86_400}.${sig}`,
      `${Number(sid) + 1}.${uid}.${exp}.${sig}`,
      `${sid}.${uid}.${exp}.${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}`,
    ]) {
      const res = await send(t.app, 'GET', `/live-media/flv/${session.streamName}.flv`, {
        query: { t: forged },
      });
      expect(res.statusCode).toBe(403);
    }
  });
});
