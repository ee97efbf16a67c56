import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataOf } from '@shangan/shared/contracts';
import type {
  ListLiveSessions,
  ListLiveTeaching,
  LivePublish,
  LiveRoom,
  SetLiveReminder,
} from '@shangan/shared/contracts/live';
import { createLearner } from '../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { sendDueReminders, startText } from './reminders.ts';
import { beijingToday } from './schedule.service.ts';
import {
  call,
  createLiveSession,
  newSessionTeacher,
  newViewer,
  type TestSession,
} from './live.test-support.ts';

/**
 * The schedule, the room as each kind of viewer sees it, reminders and the teacher's list and
 * stream key, on both engines. The media and the chat have their own tests.
 */
describe.each(engines)('live classes on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
  });
  afterAll(() => t.close());

  const room = (id: number, token?: string) =>
    call<LiveRoom>(t.app, 'GET', `/pc/live/sessions/${id}`, token ? { token } : {});
  const remind = (token: string | undefined, sessionId: number, on: boolean) =>
    call<DataOf<typeof SetLiveReminder>>(t.app, 'POST', '/pc/live/reminders', {
      ...(token ? { token } : {}),
      body: { sessionId, remind: on },
    });

  it('shows the demo classes: today, upcoming and a past one with its playback', async () => {
    const today = await call<DataOf<typeof ListLiveSessions>>(t.app, 'GET', '/pc/live/sessions');
    expect(today.code).toBe(200);
    const past = await call<DataOf<typeof ListLiveSessions>>(t.app, 'GET', '/pc/live/sessions', {
      query: { tab: 'past' },
    });
    const replay = past.data.list.find((s) => s.title === '直播：面试模拟与点评');
    expect(replay).toMatchObject({ state: 'playback', stateLabel: '可回放', isPublicClass: true });
    const all = await call<DataOf<typeof ListLiveSessions>>(t.app, 'GET', '/pc/live/sessions', {
      query: { tab: 'all', pageSize: 50 },
    });
    expect(all.data.list.map((s) => s.title)).toEqual(
      expect.arrayContaining(['5.1 行测冲刺直播答疑', '直播答疑：选调生报考问题']),
    );
    expect(all.data.total).toBe(all.data.list.length);
    expect(today.data.counts.past).toBeGreaterThanOrEqual(1);
  });

  it('puts a class in the tab of its day and state, and filters by exam and subject', async () => {
    const { start, end } = beijingToday();
    const later = new Date(Date.parse(end) + 3 * 86_400_000).toISOString();
    const todays = await createLiveSession(t.app, { startsAt: start, exam: '事业单位' });
    const upcoming = await createLiveSession(t.app, { startsAt: later, exam: '事业单位' });
    const live = await createLiveSession(t.app, {
      startsAt: new Date(Date.parse(start) - 86_400_000).toISOString(),
      state: 'live',
      exam: '事业单位',
    });
    const over = await createLiveSession(t.app, { state: 'ended', exam: '事业单位' });
    const tab = async (name: string, extra: Record<string, string> = {}) =>
      (
        await call<DataOf<typeof ListLiveSessions>>(t.app, 'GET', '/pc/live/sessions', {
          query: { tab: name, exam: '事业单位', pageSize: 50, ...extra },
        })
      ).data.list.map((s) => s.id);
    const inToday = await tab('today');
    // What is live comes first, whatever its day.
    expect(inToday[0]).toBe(live.id);
    expect(inToday).toContain(todays.id);
    expect(inToday).not.toContain(upcoming.id);
    expect(await tab('upcoming')).toEqual([upcoming.id]);
    expect(await tab('past')).toContain(over.id);
    expect(await tab('today', { subject: '申论' })).toEqual([]);

    const bad = await call(t.app, 'GET', '/pc/live/sessions', { query: { tab: 'tomorrow' } });
    expect(bad).toMatchObject({ code: 400, msg: '直播分类不正确' });
  });

  it('asks a visitor to log in, offers a non-buyer the course, lets a holder in', async () => {
    const session = await createLiveSession(t.app, { state: 'live' });
    const visitor = await room(session.id);
    expect(visitor.data.access).toEqual({
      level: 'none',
      reason: '登录后即可观看直播',
      action: 'login',
    });
    expect(visitor.data.player).toBeNull();
    expect(visitor.data.viewer).toMatchObject({ userId: null, canChat: false, isTeacher: false });

    const stranger = await createLearner(t.app.db);
    const refused = await room(session.id, stranger.token);
    expect(refused.data.access).toMatchObject({ level: 'none', action: 'buy' });
    expect(refused.data.access.reason).toContain('购买');
    expect(refused.data.player).toBeNull();
    const noPlayer = await call(t.app, 'GET', `/pc/live/sessions/${session.id}/player`, {
      token: stranger.token,
    });
    expect(noPlayer.code).toBe(403);

    const holder = await newViewer(t.app, session);
    const inside = await room(session.id, holder.token);
    expect(inside.data.access.level).toBe('full');
    expect(inside.data.viewer).toMatchObject({ userId: holder.id, canChat: true, muted: false });
    expect(inside.data.player!.flvUrl).toContain(session.streamName);
    expect(inside.data.player!.hlsUrl).toContain(session.streamName);
    // The stream key is the teacher's alone.
    expect(JSON.stringify(inside.data)).not.toContain(session.streamKey);
  });

  it('opens a public class to everyone signed in, and gives no player before the start', async () => {
    const session = await createLiveSession(t.app, { free: true });
    const who = await createLearner(t.app.db);
    const inside = await room(session.id, who.token);
    expect(inside.data).toMatchObject({
      isPublicClass: true,
      state: 'scheduled',
      stateLabel: '预告',
      chatOpen: true,
      player: null,
      access: { level: 'full' },
    });
    const early = await call(t.app, 'GET', `/pc/live/sessions/${session.id}/player`, {
      token: who.token,
    });
    expect(early).toMatchObject({ code: 400, msg: '直播尚未开始或已结束' });
  });

  it('names the playback lesson once the recording plays, and closes the chat after', async () => {
    const session = await createLiveSession(t.app, { state: 'playback', free: true });
    const who = await createLearner(t.app.db);
    const after = await room(session.id, who.token);
    expect(after.data).toMatchObject({
      playbackLessonId: session.lessonId,
      chatOpen: false,
      player: null,
      viewer: { canChat: false },
    });
  });

  it('keeps one reminder per learner, only before the start', async () => {
    const session = await createLiveSession(t.app, { free: true });
    const who = await createLearner(t.app.db);
    expect((await remind(undefined, session.id, true)).code).toBe(401);
    const results = await Promise.all([1, 2, 3].map(() => remind(who.token, session.id, true)));
    expect(results.every((r) => r.code === 200)).toBe(true);
    expect((await remind(who.token, session.id, true)).data).toEqual({
      reminded: true,
      reminderCount: 1,
    });
    const card = (await room(session.id, who.token)).data;
    expect(card).toMatchObject({ reminded: true, reminderCount: 1 });
    expect((await remind(who.token, session.id, false)).data).toEqual({
      reminded: false,
      reminderCount: 0,
    });
    const started = await createLiveSession(t.app, { free: true, state: 'live' });
    expect(await remind(who.token, started.id, true)).toMatchObject({
      code: 400,
      msg: '直播已开始或已结束，无需提醒',
    });
    expect((await remind(who.token, 99_999_999, true)).code).toBe(404);
    const bad = await call(t.app, 'POST', '/pc/live/reminders', {
      token: who.token,
      body: { sessionId: 'x', remind: true },
    });
    expect(bad).toMatchObject({ code: 400, msg: '直播编号不正确' });
  });

  it("gives the session's teacher its stream settings and a new key, and nobody else", async () => {
    const session: TestSession = await createLiveSession(t.app);
    const teacher = await newSessionTeacher(t.app, session);
    const list = await call<DataOf<typeof ListLiveTeaching>>(t.app, 'GET', '/pc/live/teaching', {
      token: teacher.token,
    });
    const mine = list.data.list.find((s) => s.id === session.id)!;
    expect(mine.publish.streamKey).toBe(`${session.streamName}?key=${session.streamKey}`);
    expect(mine.publish.rtmpUrl).toContain(session.streamName);
    expect(mine).toMatchObject({ publishing: false, messageCount: 0 });
    expect((await room(session.id, teacher.token)).data.viewer.isTeacher).toBe(true);

    const holder = await newViewer(t.app, session);
    const theirs = await call<DataOf<typeof ListLiveTeaching>>(t.app, 'GET', '/pc/live/teaching', {
      token: holder.token,
    });
    expect(theirs.data.list).toEqual([]);
    const refused = await call(t.app, 'POST', `/pc/live/sessions/${session.id}/streamKey`, {
      token: holder.token,
    });
    expect(refused).toMatchObject({ code: 403, msg: '只有本场直播的老师可以操作' });

    const renewed = await call<LivePublish>(
      t.app,
      'POST',
      `/pc/live/sessions/${session.id}/streamKey`,
      { token: teacher.token },
    );
    expect(renewed.code).toBe(200);
    expect(renewed.data.streamKey).not.toContain(session.streamKey);
    const row = await t.app.db
      .selectFrom('live_session')
      .select('stream_key')
      .where('id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(renewed.data.streamKey).toBe(`${session.streamName}?key=${row.stream_key}`);
  });

  it('finds the session of a live lesson, for the outline and the lesson player', async () => {
    const session = await createLiveSession(t.app);
    const found = await call<{ sessionId: number }>(
      t.app,
      'GET',
      `/pc/live/lessons/${session.lessonId}`,
    );
    expect(found.data).toEqual({ sessionId: session.id });
    expect(await call(t.app, 'GET', '/pc/live/lessons/99999999')).toMatchObject({
      code: 404,
      msg: '直播不存在或已删除',
    });
  });

  it('refuses unknown and malformed session ids in Chinese', async () => {
    expect(await room(99_999_999)).toMatchObject({ code: 404, msg: '直播不存在或已删除' });
    const bad = await call(t.app, 'GET', '/pc/live/sessions/abc');
    expect(bad).toMatchObject({ code: 400, msg: '直播编号不正确' });
  });
});

describe.each(engines)('class reminders on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: false });
  });
  afterAll(() => t.close());

  it('texts each learner who asked once, shortly before the start, and nobody else', async () => {
    const now = new Date();
    const soon = await createLiveSession(t.app, {
      free: true,
      startsAt: new Date(now.getTime() + 10 * 60_000).toISOString(),
    });
    const later = await createLiveSession(t.app, {
      free: true,
      startsAt: new Date(now.getTime() + 3 * 3_600_000).toISOString(),
    });
    const withPhone = await createLearner(t.app.db);
    const phone = `139${String(withPhone.id).padStart(8, '0')}`.slice(0, 11);
    await t.app.db.updateTable('app_user').set({ phone }).where('id', '=', withPhone.id).execute();
    const withoutPhone = await createLearner(t.app.db);
    for (const who of [withPhone, withoutPhone]) {
      for (const session of [soon, later]) {
        await call(t.app, 'POST', '/pc/live/reminders', {
          token: who.token,
          body: { sessionId: session.id, remind: true },
        });
      }
    }
    const texts: Array<{ phone: string; title: string; time: string }> = [];
    const sms = {
      name: 'local' as const,
      revealsCodes: true,
      sendCode: async () => undefined,
      sendsNotice: () => true,
      sendNotice: async (to: string, notice: { params: { title: string; time: string } }) => {
        texts.push({ phone: to, ...notice.params });
      },
    };
    // Two instances sweeping at once.
    const sent = await Promise.all([
      sendDueReminders(t.app.db, sms, t.app.log, now),
      sendDueReminders(t.app.db, sms, t.app.log, now),
    ]);
    expect(sent[0]! + sent[1]!).toBe(1);
    expect(texts).toEqual([
      { phone, title: expect.stringContaining('直播'), time: startText(soon.startsAtIso, now) },
    ]);
    expect(await sendDueReminders(t.app.db, sms, t.app.log, now)).toBe(0);
    // Turning the reminder off and on again texts nobody a second time.
    for (const on of [false, true]) {
      await call(t.app, 'POST', '/pc/live/reminders', {
        token: withPhone.token,
        body: { sessionId: soon.id, remind: on },
      });
    }
    expect(await sendDueReminders(t.app.db, sms, t.app.log, now)).toBe(0);
    expect(texts).toHaveLength(1);
    const noTemplate = { ...sms, sendsNotice: () => false };
    expect(
      await sendDueReminders(
        t.app.db,
        noTemplate,
        t.app.log,
        new Date(now.getTime() + 3 * 3_600_000),
      ),
    ).toBe(0);
  });

  it('words the start as a learner in China reads it', () => {
    const now = new Date('2026-03-01T02:00:00.000Z'); // 10:00 on 1 March in Beijing
    expect(startText('2026-03-01T11:30:00.000Z', now)).toBe('今天 19:30');
    expect(startText('2026-03-02T00:00:00.000Z', now)).toBe('明天 08:00');
    expect(startText('2026-03-05T11:30:00.000Z', now)).toBe('3月5日 19:30');
  });
});
