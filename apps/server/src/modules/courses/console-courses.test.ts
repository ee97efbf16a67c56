import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, ConsoleCourseMsg, JobMsg, LESSON_VIDEO_UPLOAD_PATH } from '@shangan/shared';
import type { ConsoleCourseDetail, ConsoleLesson } from '@shangan/shared/contracts/console/courses';
import type { JobRun } from '@shangan/shared/contracts/console/jobs';
import { call } from '../../../test/client.ts';
import { createLearner } from '../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { grantRole } from '../accounts/public.ts';

/** A 3-second clip with sound, as a teacher's phone or screen recorder would make. */
function makeClip(file: string) {
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...[
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x240:rate=25',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440',
    ],
    ...[
      '-t',
      '3',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-c:a',
      'aac',
      '-pix_fmt',
      'yuv420p',
      file,
    ],
  ]);
}

const b64 = (text: string) => Buffer.from(text).toString('base64');

describe.each(engines)(
  'courses edited and lesson videos uploaded in the console on %s',
  (engine) => {
    let t: TestApp;
    let teacher: { id: number; token: string };
    let admin: { id: number; token: string };
    let base: string;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-console-courses-'));
    const clip = path.join(dir, 'clip.mp4');

    beforeAll(async () => {
      makeClip(clip);
      t = await createTestApp(engine, {
        seed: true,
        beforeReady: (app) => {
          // Each run receives its uploads in a directory of its own.
          (app.config.video as { uploadDir: string }).uploadDir = path.join(dir, 'uploads');
        },
      });
      teacher = await createLearner(t.app.db);
      await grantRole(t.app.db, teacher.id, 'teacher', new Date().toISOString());
      admin = await createLearner(t.app.db);
      await grantRole(t.app.db, admin.id, 'admin', new Date().toISOString());
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    }, 60_000);
    afterAll(async () => {
      await t.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    const as = (token: string) => ({
      post: <T>(url: string, body: object) => call<T>(t.app, 'POST', url, { token, body }),
      get: <T>(url: string, query: Record<string, string | number> = {}) =>
        call<T>(t.app, 'GET', url, { token, query }),
    });
    const courseFields = (extra: Record<string, unknown> = {}) => ({
      kind: 'system',
      subject: '行测',
      exam: '国考',
      title: '行测资料分析冲刺班',
      subtitle: '十天吃透增长率',
      coverUrl: '',
      price: '199',
      originalPrice: '299.00',
      validityDays: 180,
      trialSeconds: 60,
      intro: '资料分析的速算与估算。',
      teacherIds: [],
      status: 'on_sale',
      ...extra,
    });
    const detail = async (id: number) =>
      (await as(teacher.token).get<ConsoleCourseDetail>('/console/courses/detail', { id })).data;

    /** The tus protocol as tus-js-client speaks it: create, then the bytes in two parts. */
    async function upload(lessonId: number, bytes: Buffer, type = 'video/mp4') {
      const url = `${base}${API_PREFIX.main}${LESSON_VIDEO_UPLOAD_PATH}`;
      const created = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${teacher.token}`,
          'tus-resumable': '1.0.0',
          'upload-length': String(bytes.length),
          'upload-metadata': `lessonId ${b64(String(lessonId))},filename ${b64('第一课.mp4')},filetype ${b64(type)}`,
        },
      });
      if (created.status !== 201) return { status: created.status, body: await created.text() };
      const location = new URL(created.headers.get('location')!, url).toString();
      const half = Math.floor(bytes.length / 2);
      const patch = (offset: number, part: Buffer) =>
        fetch(location, {
          method: 'PATCH',
          headers: {
            authorization: `Bearer ${teacher.token}`,
            'tus-resumable': '1.0.0',
            'upload-offset': String(offset),
            'content-type': 'application/offset+octet-stream',
          },
          body: new Uint8Array(part),
        });
      expect((await patch(0, bytes.subarray(0, half))).status).toBe(204);
      // A browser that lost its connection asks where to go on from.
      const head = await fetch(location, {
        method: 'HEAD',
        headers: { authorization: `Bearer ${teacher.token}`, 'tus-resumable': '1.0.0' },
      });
      expect(head.headers.get('upload-offset')).toBe(String(half));
      const last = await patch(half, bytes.subarray(half));
      return { status: last.status, body: '' };
    }

    async function lessonWhen(
      courseId: number,
      lessonId: number,
      done: (lesson: ConsoleLesson) => boolean,
    ): Promise<ConsoleLesson> {
      const deadline = Date.now() + 90_000;
      for (;;) {
        const lesson = (await detail(courseId)).chapters
          .flatMap((c) => c.lessons)
          .find((l) => l.id === lessonId)!;
        if (done(lesson) || Date.now() > deadline) return lesson;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }

    it('creates a paid course with its goods, an outline, and keeps its order', async () => {
      const saved = await as(teacher.token).post<{ id: number }>(
        '/console/courses/save',
        courseFields(),
      );
      expect(saved).toMatchObject({ code: 200, msg: ConsoleCourseMsg.saved });
      const id = saved.data.id;
      const course = await t.app.db
        .selectFrom('courses')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(course).toMatchObject({ price_fen: 19_900, original_price_fen: 29_900, is_free: 0 });
      expect(course.cover_url).not.toBe('');
      const goods = await t.app.db
        .selectFrom('shop_goods')
        .selectAll()
        .where('id', '=', course.goods_id!)
        .executeTakeFirstOrThrow();
      expect(goods).toMatchObject({ price: 19_900, kind: 'course', ref_id: id });

      // The price changed in the console is what the shop charges.
      await as(teacher.token).post(
        '/console/courses/save',
        courseFields({ id, price: '99.5', originalPrice: '' }),
      );
      const repriced = await t.app.db
        .selectFrom('shop_goods')
        .select('price')
        .where('id', '=', course.goods_id!)
        .executeTakeFirstOrThrow();
      expect(repriced.price).toBe(9_950);

      const first = await as(teacher.token).post<{ id: number }>('/console/courses/chapters/save', {
        courseId: id,
        title: '第一章 增长率',
      });
      const second = await as(teacher.token).post<{ id: number }>(
        '/console/courses/chapters/save',
        { courseId: id, title: '第二章 比重' },
      );
      await as(teacher.token).post('/console/courses/lessons/save', {
        chapterId: first.data.id,
        title: '增长率速算',
        isTrial: true,
      });
      await as(teacher.token).post('/console/courses/parts/move', {
        part: 'chapter',
        id: second.data.id,
        direction: 'up',
      });
      const outline = await detail(id);
      expect(outline.chapters.map((c) => c.title)).toEqual(['第二章 比重', '第一章 增长率']);
      expect(outline.chapters[1]!.lessons[0]).toMatchObject({
        title: '增长率速算',
        kind: 'video',
        isTrial: true,
        video: { state: 'none', playable: false },
      });
      expect(
        (
          await as(teacher.token).post('/console/courses/parts/move', {
            part: 'chapter',
            id: second.data.id,
            direction: 'up',
          })
        ).msg,
      ).toBe(ConsoleCourseMsg.edgeReached);
      expect(
        (
          await as(teacher.token).post('/console/courses/parts/remove', {
            part: 'chapter',
            id: first.data.id,
          })
        ).msg,
      ).toBe(ConsoleCourseMsg.chapterNotEmpty);

      const audit = await t.app.db
        .selectFrom('audit_log')
        .select('action')
        .where('actor_id', '=', teacher.id)
        .execute();
      expect(audit.map((row) => row.action)).toEqual(
        expect.arrayContaining([
          'course.create',
          'course.update',
          'course.chapter.create',
          'course.lesson.create',
          'course.chapter.move',
        ]),
      );
    });

    it('refuses bad input in Chinese and changes nothing', async () => {
      const before = await t.app.db
        .selectFrom('courses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const cases: Array<[Record<string, unknown>, string]> = [
        [courseFields({ title: '   ' }), ConsoleCourseMsg.titleRequired],
        [courseFields({ price: '12.345' }), ConsoleCourseMsg.priceInvalid],
        [
          courseFields({ price: '100', originalPrice: '80' }),
          ConsoleCourseMsg.originalPriceInvalid,
        ],
        [courseFields({ coverUrl: 'javascript:alert(1)' }), ConsoleCourseMsg.coverInvalid],
        [courseFields({ teacherIds: [999_999] }), ConsoleCourseMsg.teacherMissing],
        [courseFields({ kind: 'package' }), ConsoleCourseMsg.packageMembersTooFew],
      ];
      for (const [body, msg] of cases) {
        const answer = await as(teacher.token).post('/console/courses/save', body);
        expect(answer.code, msg).toBe(400);
        expect(answer.msg).toContain(msg);
      }
      // A lesson that others' work hangs on stays: a handout, or one with homework.
      const kept = await t.app.db
        .selectFrom('course_lessons')
        .select('id')
        .where((eb) =>
          eb.or([
            eb('kind', '!=', 'video'),
            eb('id', 'in', eb.selectFrom('hw_homework').select('lesson_id')),
          ]),
        )
        .execute();
      expect(kept.length).toBeGreaterThan(0);
      for (const lesson of kept.slice(0, 3)) {
        const refused = await as(teacher.token).post('/console/courses/parts/remove', {
          part: 'lesson',
          id: lesson.id,
        });
        expect(refused.msg).toBe(ConsoleCourseMsg.lessonKept);
      }
      const after = await t.app.db
        .selectFrom('courses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('sells courses as a package, and keeps what its holders reach', async () => {
      const courses = await t.app.db
        .selectFrom('courses')
        .select(['id', 'title'])
        .where('kind', '!=', 'package')
        .orderBy('id')
        .limit(3)
        .execute();
      const [first, second, third] = courses;
      const packageFields = (extra: Record<string, unknown> = {}) =>
        courseFields({
          kind: 'package',
          title: '国考全程套餐',
          price: '999',
          originalPrice: '1299',
          ...extra,
        });
      const post = (body: object) =>
        as(teacher.token).post<{ id: number }>('/console/courses/save', body);
      expect(await post(packageFields({ memberIds: [first!.id] }))).toMatchObject({
        code: 400,
        msg: ConsoleCourseMsg.packageMembersTooFew,
      });
      expect(await post(packageFields({ memberIds: [first!.id, 999_999] }))).toMatchObject({
        code: 400,
        msg: ConsoleCourseMsg.packageMemberInvalid,
      });
      const created = await post(packageFields({ memberIds: [second!.id, first!.id] }));
      expect(created).toMatchObject({ code: 200 });
      const id = created.data.id;
      expect(await detail(id)).toMatchObject({
        kind: 'package',
        members: [
          { id: second!.id, title: second!.title },
          { id: first!.id, title: first!.title },
        ],
        holders: 0,
      });
      const goods = await t.app.db
        .selectFrom('shop_goods')
        .select(['kind', 'price'])
        .where(
          'id',
          '=',
          (
            await t.app.db
              .selectFrom('courses')
              .select('goods_id')
              .where('id', '=', id)
              .executeTakeFirstOrThrow()
          ).goods_id!,
        )
        .executeTakeFirstOrThrow();
      expect(goods).toEqual({ kind: 'course_package', price: 99_900 });
      // A package has no outline of its own, and neither kind turns into the other.
      expect(
        await as(teacher.token).post('/console/courses/chapters/save', {
          courseId: id,
          title: '第一章',
        }),
      ).toMatchObject({ code: 400, msg: ConsoleCourseMsg.packageHasNoOutline });
      expect(await post({ ...packageFields({ kind: 'system' }), id })).toMatchObject({
        code: 400,
        msg: ConsoleCourseMsg.packageKindLocked,
      });

      // Once a learner holds it, courses can be added but not taken out.
      const learner = await createLearner(t.app.db);
      const now = new Date().toISOString();
      await t.app.db
        .insertInto('course_enrolments')
        .values({
          user_id: learner.id,
          course_id: id,
          source: 'grant',
          enrolled_at: now,
          expires_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      expect(
        await post({ ...packageFields({ memberIds: [second!.id, third!.id] }), id }),
      ).toMatchObject({
        code: 400,
        msg: ConsoleCourseMsg.packageMemberHeld(1),
      });
      expect(
        await post({ ...packageFields({ memberIds: [first!.id, second!.id, third!.id] }), id }),
      ).toMatchObject({ code: 200 });
      // Left out, its courses stay as they are.
      expect(
        await post({ ...packageFields({ title: '国考全程套餐（升级版）' }), id }),
      ).toMatchObject({
        code: 200,
      });
      expect((await detail(id)).members.map((member) => member.id)).toEqual([
        first!.id,
        second!.id,
        third!.id,
      ]);
    });

    it('takes a video in resumable parts, packages it in the background and plays it', async () => {
      const { data } = await as(teacher.token).post<{ id: number }>(
        '/console/courses/save',
        courseFields({ price: '0', originalPrice: '' }),
      );
      const chapter = await as(teacher.token).post<{ id: number }>(
        '/console/courses/chapters/save',
        { courseId: data.id, title: '第一章' },
      );
      const lesson = await as(teacher.token).post<{ id: number }>('/console/courses/lessons/save', {
        chapterId: chapter.data.id,
        title: '第一课',
        isTrial: false,
      });

      const sent = await upload(lesson.data.id, fs.readFileSync(clip));
      expect(sent.status).toBe(204);
      const ready = await lessonWhen(
        data.id,
        lesson.data.id,
        (l) => l.video.state === 'ready' || l.video.state === 'failed',
      );
      expect(ready.video).toMatchObject({ state: 'ready', playable: true, progress: 100 });
      expect(ready.durationSeconds).toBeGreaterThanOrEqual(2);

      const jobs = await as(admin.token).get<{ list: JobRun[]; engine: string }>('/console/jobs');
      expect(jobs.data.engine).toBe(engine === 'postgres' ? 'pg-boss' : 'embedded');
      expect(jobs.data.list[0]).toMatchObject({ kind: 'lesson-video', state: 'done', attempts: 1 });
      // The learner of the free course plays it like any lesson.
      const video = await t.app.db
        .selectFrom('course_video')
        .selectAll()
        .where('owner_id', '=', lesson.data.id)
        .where('owner_kind', '=', 'lesson')
        .executeTakeFirstOrThrow();
      expect(video.package_key).toBeTruthy();
    }, 120_000);

    it('fails a file that is no video at once, and a retry tries it again', async () => {
      const { data } = await as(teacher.token).post<{ id: number }>(
        '/console/courses/save',
        courseFields({ price: '0', originalPrice: '' }),
      );
      const chapter = await as(teacher.token).post<{ id: number }>(
        '/console/courses/chapters/save',
        { courseId: data.id, title: '第一章' },
      );
      const lesson = await as(teacher.token).post<{ id: number }>('/console/courses/lessons/save', {
        chapterId: chapter.data.id,
        title: '坏文件',
        isTrial: false,
      });

      const refused = await upload(lesson.data.id, Buffer.from('not a video'), 'application/pdf');
      expect(refused).toMatchObject({ status: 415, body: ConsoleCourseMsg.uploadNotVideo });

      expect((await upload(lesson.data.id, Buffer.alloc(4096, 7))).status).toBe(204);
      const failed = await lessonWhen(data.id, lesson.data.id, (l) => l.video.state === 'failed');
      expect(failed.video).toMatchObject({
        state: 'failed',
        error: ConsoleCourseMsg.videoUnreadable,
        playable: false,
      });

      const runs = await as(admin.token).get<{ list: JobRun[] }>('/console/jobs', {
        state: 'failed',
      });
      const run = runs.data.list.find((r) => r.title.includes('坏文件'))!;
      expect(run).toMatchObject({ attempts: 1, lastError: ConsoleCourseMsg.videoUnreadable });
      expect((await as(teacher.token).post('/console/jobs/retry', { id: run.id })).code).toBe(403);
      const retried = await as(admin.token).post<JobRun>('/console/jobs/retry', { id: run.id });
      expect(retried).toMatchObject({ code: 200, msg: JobMsg.retried });
      expect((await as(admin.token).post('/console/jobs/retry', { id: run.id })).msg).toBe(
        JobMsg.notFailed,
      );
      const again = await lessonWhen(data.id, lesson.data.id, (l) => l.video.state === 'failed');
      expect(again.video.state).toBe('failed');
    }, 120_000);
  },
);
