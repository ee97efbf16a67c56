import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_LIMITS, LIVE_MSG } from '@shangan/shared';
import type { DataOf } from '@shangan/shared/contracts';
import type {
  ListLiveMessages,
  LiveAnnouncementEvent,
  LiveMessage,
  LiveMutedEvent,
  LiveOnlineEvent,
  LivePinnedEvent,
  LiveRemovedEvent,
  LiveRoom,
} from '@shangan/shared/contracts/live';
import { createLearner, grantCourse, openSession } from '../../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../../test/test-app.ts';
import { call, createLiveSession, newSessionTeacher, newViewer } from '../live.test-support.ts';
import { CANNOT_MUTE_TEACHER, USER_NOT_FOUND } from './chat.service.ts';
import { cleanMessage } from './plain-text.ts';
import { openRoomEvents, type RoomEvents } from './room.test-support.ts';

/**
 * The room's chat and events on one instance, on both engines: who may read, write and listen,
 * what a message may hold, the rate limit under a burst, and the teacher's hand over the room.
 * The room across two instances is in room-redis.test.ts.
 */
describe.each(engines)('live room chat on %s', (engine) => {
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

  const open = async (sessionId: number | string, token?: string, headers = {}) => {
    const stream = await openRoomEvents(t.app, sessionId, token, headers);
    streams.push(stream);
    return stream;
  };
  const send = (token: string | undefined, sessionId: unknown, content: unknown) =>
    call<LiveMessage>(t.app, 'POST', '/pc/live/messages', {
      ...(token ? { token } : {}),
      body: { sessionId, content },
    });
  const history = (token: string | undefined, sessionId: number | string, beforeId?: number) =>
    call<DataOf<typeof ListLiveMessages>>(t.app, 'GET', `/pc/live/sessions/${sessionId}/messages`, {
      ...(token ? { token } : {}),
      ...(beforeId ? { query: { beforeId } } : {}),
    });
  const stored = async (sessionId: number) =>
    Number(
      (
        await t.app.db
          .selectFrom('live_chat_message')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('session_id', '=', sessionId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("delivers learner A's message to learner B's open stream, as typed and with its id", async () => {
    const session = await createLiveSession(t.app, { state: 'live' });
    const [a, b] = [await newViewer(t.app, session), await newViewer(t.app, session)];
    const stream = await open(session.id, b.token);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('x-accel-buffering')).toBe('no');

    const typed = '  <b>老师好</b> & <script>alert(1)</script> 😀  ';
    const sent = await send(a.token, session.id, typed);
    expect(sent.code).toBe(200);
    expect(sent.data).toMatchObject({
      sessionId: session.id,
      userId: a.id,
      content: typed.trim(),
      fromTeacher: false,
      pinned: false,
    });
    const heard = await stream.next((e) => e.event === 'message');
    expect(heard.id).toBe(String(sent.data.id));
    expect(JSON.parse(heard.data)).toEqual(sent.data);
    expect(stream.text()).toContain(': connected');

    const listed = await history(b.token, session.id);
    expect(listed.data.list.map((m) => m.content)).toEqual([typed.trim()]);
  });

  it('marks the teacher, and names learners by nickname or a masked phone', async () => {
    const session = await createLiveSession(t.app);
    const teacher = await newSessionTeacher(t.app, session);
    const now = new Date().toISOString();
    const phone = `186${String(crypto.randomInt(1e8)).padStart(8, '0')}`;
    const plain = await t.app.db
      .insertInto('app_user')
      .values({
        uuid: crypto.randomUUID(),
        phone,
        user_name: `sa${phone}`,
        invite_code: crypto.randomBytes(6).toString('hex'),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('course_enrolments')
      .values({
        user_id: plain.id,
        course_id: session.courseId,
        source: 'grant',
        order_id: null,
        enrolled_at: now,
        expires_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const token = await openSession(t.app.db, plain.id);

    const fromTeacher = await send(teacher.token, session.id, '同学们好');
    expect(fromTeacher.data.fromTeacher).toBe(true);
    const fromPlain = await send(token, session.id, '老师好');
    expect(fromPlain.data.name).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`);
    expect(JSON.stringify(fromPlain.data)).not.toContain(phone);
  });

  it('takes exactly the burst allowance from 10 parallel sends, and stores only those', async () => {
    const session = await createLiveSession(t.app, { state: 'live' });
    const a = await newViewer(t.app, session);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => send(a.token, session.id, `第${i + 1}条`)),
    );
    const taken = answers.filter((r) => r.code === 200);
    const refused = answers.filter((r) => r.code !== 200);
    expect(taken).toHaveLength(LIVE_LIMITS.burstMessages);
    expect(refused).toHaveLength(10 - LIVE_LIMITS.burstMessages);
    for (const r of refused) expect(r).toMatchObject({ status: 429, msg: LIVE_MSG.tooFast });
    expect(await stored(session.id)).toBe(LIVE_LIMITS.burstMessages);

    // Another learner of the room, and the same learner in another room, have their own window.
    const other = await newViewer(t.app, session);
    expect((await send(other.token, session.id, '我也来')).code).toBe(200);
  });

  it('refuses bad input in Chinese and stores nothing', async () => {
    const session = await createLiveSession(t.app);
    const a = await newViewer(t.app, session);
    for (const content of ['', '   ', '\u0007\n\t\u001B', '\u202E\u200B']) {
      expect(await send(a.token, session.id, content)).toMatchObject({
        status: 400,
        msg: LIVE_MSG.emptyMessage,
      });
    }
    expect(await send(a.token, session.id, '字'.repeat(LIVE_LIMITS.message + 1))).toMatchObject({
      status: 400,
      msg: LIVE_MSG.messageTooLong,
    });
    expect(await send(a.token, session.id, '字'.repeat(3000))).toMatchObject({
      status: 400,
      msg: LIVE_MSG.messageTooLong,
    });
    for (const sessionId of ['abc', 0, -1, 1.5, null]) {
      expect(await send(a.token, sessionId, '你好')).toMatchObject({
        status: 400,
        msg: '直播编号不正确',
      });
    }
    expect(await send(a.token, session.id, { text: '你好' })).toMatchObject({ status: 400 });
    expect(await send(a.token, 2_000_000_000, '你好')).toMatchObject({
      status: 404,
      msg: LIVE_MSG.notFound,
    });
    expect(await history(a.token, 'abc')).toMatchObject({ status: 400, msg: '直播编号不正确' });
    expect(
      await call(t.app, 'GET', `/pc/live/sessions/${session.id}/messages`, {
        token: a.token,
        query: { beforeId: 'x' },
      }),
    ).toMatchObject({ status: 400, msg: '消息编号不正确' });
    expect(await open('abc', a.token)).toMatchObject({
      status: 400,
      refusal: { msg: '直播编号不正确' },
    });
    const teacher = await newSessionTeacher(t.app, session);
    for (const [method, url, body] of [
      ['DELETE', '/pc/live/messages/abc', undefined],
      ['POST', '/pc/live/messages/0/pin', { pinned: true }],
    ] as const) {
      expect(
        await call(t.app, method, url, { token: teacher.token, ...(body ? { body } : {}) }),
      ).toMatchObject({ status: 400, msg: '消息编号不正确' });
    }
    expect(
      await call(t.app, 'POST', '/pc/live/mutes', {
        token: teacher.token,
        body: { sessionId: session.id, userId: 'x', muted: true },
      }),
    ).toMatchObject({ status: 400, msg: '学员编号不正确' });
    expect(await stored(session.id)).toBe(0);

    // Exactly the limit is fine, counted in characters as people count them.
    const longest = '😀'.repeat(LIVE_LIMITS.message);
    expect((await send(a.token, session.id, longest)).data.content).toBe(longest);
  });

  it('keeps a message to one line of visible text', () => {
    expect(cleanMessage(' 第一行\r\n第二行\t完 ')).toBe('第一行  第二行 完');
    expect(cleanMessage('a\u202Eb\u0000c\u200Bd')).toBe('abcd');
    expect(cleanMessage('👨\u200D👩\u200D👧')).toBe('👨\u200D👩\u200D👧');
    expect(cleanMessage('x\uD800y')).toBe('x\uFFFDy');
  });

  it('refuses visitors, learners without the course, and chat after the end', async () => {
    const session = await createLiveSession(t.app, { state: 'live' });
    const stranger = await createLearner(t.app.db);

    expect(await send(undefined, session.id, '你好')).toMatchObject({ status: 401 });
    expect(await history(undefined, session.id)).toMatchObject({ status: 401 });
    expect(await open(session.id)).toMatchObject({ status: 401 });

    const refused = await send(stranger.token, session.id, '你好');
    expect(refused.status).toBe(403);
    expect(refused.msg).not.toBe('');
    expect(await history(stranger.token, session.id)).toMatchObject({ status: 403 });
    expect(await open(session.id, stranger.token)).toMatchObject({ status: 403 });
    expect(await open(2_000_000_000, stranger.token)).toMatchObject({
      status: 404,
      refusal: { msg: LIVE_MSG.notFound },
    });

    const viewer = await newViewer(t.app, session);
    expect((await send(viewer.token, session.id, '下课前最后一句')).code).toBe(200);
    for (const state of ['ended', 'processing', 'playback']) {
      await t.app.db
        .updateTable('live_session')
        .set({ state })
        .where('id', '=', session.id)
        .execute();
      expect(await send(viewer.token, session.id, '还能说话吗')).toMatchObject({
        status: 400,
        msg: LIVE_MSG.chatClosed,
      });
    }
    expect(await stored(session.id)).toBe(1);
    // The record stays readable.
    expect((await history(viewer.token, session.id)).data.list).toHaveLength(1);
  });

  it('lets the teacher mute and unmute; a muted learner is refused at once', async () => {
    const session = await createLiveSession(t.app, { state: 'live' });
    const teacher = await newSessionTeacher(t.app, session);
    const [a, b] = [await newViewer(t.app, session), await newViewer(t.app, session)];
    const stream = await open(session.id, b.token);
    const mute = (token: string, userId: number, muted: boolean, sessionId = session.id) =>
      call<LiveMutedEvent>(t.app, 'POST', '/pc/live/mutes', {
        token,
        body: { sessionId, userId, muted },
      });

    expect(await mute(b.token, a.id, true)).toMatchObject({
      status: 403,
      msg: LIVE_MSG.notTeacher,
    });
    expect((await mute(teacher.token, a.id, true)).data).toEqual({ userId: a.id, muted: true });
    expect(await stream.nextData<LiveMutedEvent>('muted')).toEqual({ userId: a.id, muted: true });
    expect(await send(a.token, session.id, '我还能说吗')).toMatchObject({
      status: 403,
      msg: LIVE_MSG.muted,
    });
    const room = await call<LiveRoom>(t.app, 'GET', `/pc/live/sessions/${session.id}`, {
      token: a.token,
    });
    expect(room.data.viewer).toMatchObject({ muted: true, canChat: false });

    // Muting is per session: another room of the same learner is untouched.
    const elsewhere = await createLiveSession(t.app);
    await grantCourse(t.app.db, a.id, elsewhere.courseId);
    expect((await send(a.token, elsewhere.id, '这里可以')).code).toBe(200);

    expect((await mute(teacher.token, a.id, false)).code).toBe(200);
    expect((await send(a.token, session.id, '谢谢老师')).code).toBe(200);
    expect(await mute(teacher.token, 2_000_000_000, true)).toMatchObject({
      status: 404,
      msg: USER_NOT_FOUND,
    });
    expect(await mute(teacher.token, teacher.id, true)).toMatchObject({
      status: 400,
      msg: CANNOT_MUTE_TEACHER,
    });
    expect(await stored(session.id)).toBe(1);
  });

  it('lets the teacher remove and pin messages, up to the pin limit', async () => {
    const session = await createLiveSession(t.app, { state: 'live' });
    const teacher = await newSessionTeacher(t.app, session);
    const a = await newViewer(t.app, session);
    const stream = await open(session.id, a.token);
    const ids: number[] = [];
    for (let i = 1; i <= LIVE_LIMITS.pinned + 1; i += 1) {
      ids.push((await send(a.token, session.id, `问题${i}`)).data.id);
    }
    const pin = (token: string, id: number, pinned: boolean) =>
      call<LivePinnedEvent>(t.app, 'POST', `/pc/live/messages/${id}/pin`, {
        token,
        body: { pinned },
      });
    const remove = (token: string, id: number) =>
      call<LiveRemovedEvent>(t.app, 'DELETE', `/pc/live/messages/${id}`, { token });

    expect(await pin(a.token, ids[0]!, true)).toMatchObject({
      status: 403,
      msg: LIVE_MSG.notTeacher,
    });
    expect(await remove(a.token, ids[0]!)).toMatchObject({
      status: 403,
      msg: LIVE_MSG.notTeacher,
    });
    for (const id of ids.slice(0, LIVE_LIMITS.pinned)) {
      const pinned = await pin(teacher.token, id, true);
      expect(pinned.data.message).toMatchObject({ id, pinned: true });
    }
    expect(await pin(teacher.token, ids.at(-1)!, true)).toMatchObject({
      status: 400,
      msg: LIVE_MSG.tooManyPinned,
    });
    // Pinning one already pinned again is not one more.
    expect((await pin(teacher.token, ids[0]!, true)).code).toBe(200);
    const heard = await stream.nextData<LivePinnedEvent>('pinned');
    expect(heard.message).toMatchObject({ id: ids[0], pinned: true, content: '问题1' });

    expect((await pin(teacher.token, ids[1]!, false)).data.message.pinned).toBe(false);
    expect((await pin(teacher.token, ids.at(-1)!, true)).code).toBe(200);

    expect((await remove(teacher.token, ids[0]!)).data).toEqual({ messageId: ids[0] });
    expect(
      await stream.nextData<LiveRemovedEvent>('removed', (d) => d.messageId === ids[0]),
    ).toEqual({ messageId: ids[0] });
    expect(await remove(teacher.token, ids[0]!)).toMatchObject({
      status: 404,
      msg: LIVE_MSG.messageNotFound,
    });
    expect(await pin(teacher.token, ids[0]!, true)).toMatchObject({ status: 404 });

    const listed = await history(a.token, session.id);
    expect(listed.data.list.map((m) => m.id)).toEqual(ids.slice(1));
    expect(listed.data.pinned.map((m) => m.id)).toEqual([ids[2], ids.at(-1)]);
    const row = await t.app.db
      .selectFrom('live_chat_message')
      .select(['deleted_at', 'deleted_by', 'pinned'])
      .where('id', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ deleted_by: teacher.id, pinned: 0 });
    expect(row.deleted_at).not.toBeNull();
  });

  it('lets the teacher set and take down the announcement', async () => {
    const session = await createLiveSession(t.app);
    const teacher = await newSessionTeacher(t.app, session);
    const a = await newViewer(t.app, session);
    const stream = await open(session.id, a.token);
    const announce = (token: string, content: string) =>
      call<LiveAnnouncementEvent>(t.app, 'POST', '/pc/live/announcement', {
        token,
        body: { sessionId: session.id, content },
      });
    const current = async () =>
      (
        await t.app.db
          .selectFrom('live_session')
          .select('announcement')
          .where('id', '=', session.id)
          .executeTakeFirstOrThrow()
      ).announcement;

    expect(await announce(a.token, '假公告')).toMatchObject({
      status: 403,
      msg: LIVE_MSG.notTeacher,
    });
    expect(await announce(teacher.token, '字'.repeat(LIVE_LIMITS.announcement + 1))).toMatchObject({
      status: 400,
      msg: LIVE_MSG.announcementTooLong,
    });
    expect(await current()).toBe('');

    const text = '  今晚 8 点开讲：\r\n资料见群文件 <a>  ';
    expect((await announce(teacher.token, text)).data).toEqual({
      content: '今晚 8 点开讲：\n资料见群文件 <a>',
    });
    expect(await stream.nextData<LiveAnnouncementEvent>('announcement')).toEqual({
      content: '今晚 8 点开讲：\n资料见群文件 <a>',
    });
    expect(await current()).toBe('今晚 8 点开讲：\n资料见群文件 <a>');

    expect((await announce(teacher.token, '   ')).data).toEqual({ content: '' });
    expect(await current()).toBe('');
  });

  it('pages the history oldest first and never lists removed messages', async () => {
    const session = await createLiveSession(t.app);
    const a = await newViewer(t.app, session);
    const base = Date.now() - 3_600_000;
    for (let i = 0; i < LIVE_LIMITS.historyPage + 5; i += 1) {
      await t.app.db
        .insertInto('live_chat_message')
        .values({
          session_id: session.id,
          user_id: a.id,
          content: `旧消息${i}`,
          created_at: new Date(base + i * 1000).toISOString(),
          ...(i === 3 ? { deleted_at: new Date().toISOString() } : {}),
        })
        .execute();
    }
    const last = await history(a.token, session.id);
    expect(last.data.list).toHaveLength(LIVE_LIMITS.historyPage);
    expect(last.data.hasMore).toBe(true);
    expect(last.data.list.at(-1)!.content).toBe(`旧消息${LIVE_LIMITS.historyPage + 4}`);
    const ids = last.data.list.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));

    const before = await history(a.token, session.id, ids[0]);
    expect(before.data.hasMore).toBe(false);
    expect(before.data.list.map((m) => m.content)).toEqual([
      '旧消息0',
      '旧消息1',
      '旧消息2',
      '旧消息4',
    ]);
  });

  it('sends a reconnecting viewer the messages it missed (Last-Event-ID), once each', async () => {
    const session = await createLiveSession(t.app);
    const [a, b] = [await newViewer(t.app, session), await newViewer(t.app, session)];
    const first = (await send(a.token, session.id, '第一条')).data;
    const second = (await send(a.token, session.id, '第二条')).data;
    const third = (await send(a.token, session.id, '第三条')).data;

    const stream = await open(session.id, b.token, { 'last-event-id': String(first.id) });
    const live = (await send(a.token, session.id, '重连后')).data;
    await stream.next((e) => e.event === 'message' && e.id === String(live.id));
    expect(stream.events.filter((e) => e.event === 'message').map((e) => e.id)).toEqual(
      [second, third, live].map((m) => String(m.id)),
    );
  });

  it('counts the open streams of a room and keeps the peak', async () => {
    const session = await createLiveSession(t.app, { state: 'live' });
    const [a, b] = [await newViewer(t.app, session), await newViewer(t.app, session)];
    const first = await open(session.id, a.token);
    expect(await first.nextData<LiveOnlineEvent>('online')).toEqual({ count: 1 });
    const second = await open(session.id, b.token);
    expect(await second.nextData<LiveOnlineEvent>('online')).toEqual({ count: 2 });
    // The first viewer hears the new count too.
    expect(await first.nextData<LiveOnlineEvent>('online', (d) => d.count === 2)).toEqual({
      count: 2,
    });
    const room = await call<LiveRoom>(t.app, 'GET', `/pc/live/sessions/${session.id}`, {
      token: a.token,
    });
    expect(room.data.online).toBe(2);

    second.close();
    await first.nextData<LiveOnlineEvent>('online', (d) => d.count === 1);
    const peak = await t.app.db
      .selectFrom('live_session')
      .select('peak_online')
      .where('id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(peak.peak_online).toBe(2);
  });

  it('ends the open streams when the server closes', async () => {
    const other = await createTestApp(engine);
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const session = await createLiveSession(other.app);
    const a = await newViewer(other.app, session);
    const stream = await openRoomEvents(other.app, session.id, a.token);
    expect(stream.status).toBe(200);
    await other.close();
    await stream.ended;
  });
});
