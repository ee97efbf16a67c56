import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleCourseMsg, ConsoleLiveMsg } from '@shangan/shared';
import type { DataOf } from '@shangan/shared/contracts';
import type { ConsoleLiveLesson } from '@shangan/shared/contracts/console/live';
import type { ListLiveSessions } from '@shangan/shared/contracts/live';
import { createLearner } from '../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { grantRole } from '../accounts/public.ts';
import { call } from './live.test-support.ts';

describe.each(engines)('live lessons scheduled in the console on %s', (engine) => {
  let t: TestApp;
  let teacher: { id: number; token: string };
  let course: { id: number; chapterId: number };
  let teacherId: number;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    teacher = await createLearner(t.app.db);
    await grantRole(t.app.db, teacher.id, 'teacher', new Date().toISOString());
    const chapter = await t.app.db
      .selectFrom('course_chapters as c')
      .innerJoin('courses as k', 'k.id', 'c.course_id')
      .select(['c.id', 'c.course_id'])
      .where('k.status', '=', 'on_sale')
      .where('k.kind', '=', 'system')
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    course = { id: chapter.course_id, chapterId: chapter.id };
    teacherId = (
      await t.app.db.selectFrom('teachers').select('id').orderBy('id').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const save = (body: Record<string, unknown>) =>
    call<ConsoleLiveLesson>(t.app, 'POST', '/console/live/lessons/save', {
      token: teacher.token,
      body,
    });
  const list = async () =>
    (
      await call<ConsoleLiveLesson[]>(t.app, 'GET', '/console/live/lessons', {
        token: teacher.token,
        query: { courseId: course.id },
      })
    ).data;
  const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
  const lesson = (extra: Record<string, unknown> = {}) => ({
    chapterId: course.chapterId,
    title: '申论大作文直播精讲',
    isTrial: false,
    startsAt: inHours(48),
    plannedMinutes: 90,
    teacherId,
    ...extra,
  });

  it('schedules a live lesson with its session and stream, shown in the schedule at once', async () => {
    const saved = await save(lesson());
    expect(saved).toMatchObject({ code: 200, msg: ConsoleLiveMsg.saved });
    expect(saved.data).toMatchObject({
      title: '申论大作文直播精讲',
      state: 'scheduled',
      plannedMinutes: 90,
      teacherId,
    });
    expect(saved.data.streamServer).toMatch(/^rtmps?:\/\//);
    expect(saved.data.streamKey).toMatch(/^ls[0-9a-f]+\?key=/);
    const upcoming = await call<DataOf<typeof ListLiveSessions>>(
      t.app,
      'GET',
      '/pc/live/sessions',
      { query: { tab: 'upcoming', pageSize: 50 } },
    );
    expect(upcoming.data.list.map((card) => card.title)).toContain('申论大作文直播精讲');
    const outline = await t.app.db
      .selectFrom('course_lessons')
      .select(['kind', 'live_at'])
      .where('id', '=', saved.data.lessonId)
      .executeTakeFirstOrThrow();
    expect(outline).toEqual({ kind: 'live', live_at: saved.data.startsAt });

    const moved = await save(
      lesson({ id: saved.data.lessonId, startsAt: inHours(72), plannedMinutes: 120 }),
    );
    expect(moved.data).toMatchObject({ lessonId: saved.data.lessonId, plannedMinutes: 120 });
    expect((await list()).find((row) => row.lessonId === saved.data.lessonId)?.startsAt).toBe(
      moved.data.startsAt,
    );
  });

  it('refuses a past time, an unknown teacher and a video lesson, writing nothing', async () => {
    const before = await list();
    for (const [extra, message] of [
      [{ startsAt: inHours(-1) }, ConsoleLiveMsg.startsAtInvalid],
      [{ startsAt: 'tomorrow' }, ConsoleLiveMsg.startsAtInvalid],
      [{ teacherId: 999_999 }, ConsoleLiveMsg.teacherMissing],
      [{ plannedMinutes: 5 }, ConsoleLiveMsg.plannedInvalid],
      [{ title: '  ' }, ConsoleCourseMsg.titleRequired],
      [{ chapterId: 999_999 }, ConsoleCourseMsg.chapterMissing],
    ] as const) {
      const answer = await save(lesson(extra));
      expect({ extra, msg: answer.msg }).toEqual({ extra, msg: message });
    }
    const video = await t.app.db
      .selectFrom('course_lessons')
      .select(['id', 'chapter_id'])
      .where('kind', '=', 'video')
      .executeTakeFirstOrThrow();
    const notLive = await save(lesson({ id: video.id, chapterId: video.chapter_id }));
    expect(notLive.msg).toBe(ConsoleLiveMsg.notLiveLesson);
    expect(await list()).toEqual(before);
  });

  it('locks a class once it has started, and deletes one that has not', async () => {
    const started = (await save(lesson({ title: '行测速算直播' }))).data;
    await t.app.db
      .updateTable('live_session')
      .set({ state: 'live', started_at: new Date().toISOString() })
      .where('id', '=', started.sessionId)
      .execute();
    expect((await save(lesson({ id: started.lessonId, title: '改名' }))).msg).toBe(
      ConsoleLiveMsg.startedLocked,
    );
    const locked = await call(t.app, 'POST', '/console/live/lessons/remove', {
      token: teacher.token,
      body: { id: started.lessonId },
    });
    expect(locked.msg).toBe(ConsoleLiveMsg.startedLocked);

    const planned = (await save(lesson({ title: '面试结构化直播' }))).data;
    const removed = await call(t.app, 'POST', '/console/live/lessons/remove', {
      token: teacher.token,
      body: { id: planned.lessonId },
    });
    expect(removed).toMatchObject({ code: 200, msg: ConsoleLiveMsg.removed });
    expect((await list()).map((row) => row.lessonId)).not.toContain(planned.lessonId);
    const gone = await t.app.db
      .selectFrom('live_session')
      .select('id')
      .where('id', '=', planned.sessionId)
      .execute();
    expect(gone).toEqual([]);
    // The course editor's own delete still keeps live lessons out of its reach.
    const byCourses = await call(t.app, 'POST', '/console/courses/parts/remove', {
      token: teacher.token,
      body: { part: 'lesson', id: started.lessonId },
    });
    expect(byCourses.msg).toBe(ConsoleCourseMsg.lessonKept);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(planned.lessonId))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['course.live.create', 'course.live.remove']);
  });
});
