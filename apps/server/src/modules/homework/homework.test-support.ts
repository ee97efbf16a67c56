import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DataOf } from '@shangan/shared/contracts';
import type { PresignUpload, UploadCredentials } from '@shangan/shared/contracts/short-answer';
import { call as kitCall, type CallOptions } from '../../../test/client.ts';
import { PNG_BYTES } from '../../../test/essay-bank.ts';
import { createLearner, grantCourse } from '../../../test/learners.ts';
import { loadConfig } from '../../config/env.ts';

/** Helpers of the homework tests: calls, a homework on a seeded course, people and photos. */

export const call = <T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: Omit<CallOptions, 'api'> = {},
) => kitCall<T>(app, method, url, options);

/** A local store of its own for the test file's photos. */
export function uploadConfig() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-homework-'));
  const base = loadConfig({ NODE_ENV: 'test' });
  return {
    dir,
    config: { storage: { ...base.storage, localDir: dir } },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** A checked photo of this learner, through the homework credentials: its canonical address. */
export async function uploadPhoto(app: FastifyInstance, token: string): Promise<string> {
  const creds = await call<UploadCredentials>(app, 'GET', '/app/ali/getOssParamsWithSts', {
    token,
  });
  if (creds.code !== 200) throw new Error(creds.msg);
  const signed = await kitCall<DataOf<typeof PresignUpload>>(app, 'POST', '/stsFile/presign', {
    api: 'learning',
    token,
    body: {
      securityToken: creds.data.securityToken,
      fileName: 'photo.png',
      contentType: 'image/png',
      size: PNG_BYTES.length,
    },
  });
  if (signed.code !== 200) throw new Error(signed.msg);
  const put = await app.inject({
    method: 'PUT',
    url: signed.data.uploadUrl,
    headers: { 'content-type': 'image/png' },
    payload: PNG_BYTES,
  });
  if (put.statusCode !== 200) throw new Error(put.body);
  return signed.data.url;
}

/** The seeded 行测 course, one of its lessons, and bank questions of a section. */
async function seededParts(app: FastifyInstance, courseTitle: string) {
  const course = await app.db
    .selectFrom('courses')
    .select('id')
    .where('title', '=', courseTitle)
    .executeTakeFirstOrThrow();
  const lesson = await app.db
    .selectFrom('course_lessons')
    .select('id')
    .where('course_id', '=', course.id)
    .orderBy('sort_order')
    .executeTakeFirstOrThrow();
  const questions = await app.db
    .selectFrom('qb_question')
    .select(['id', 'answer', 'options'])
    .where('type_code', '=', 'single_choose')
    .where('paper_id', 'is', null)
    .where('parent_id', 'is', null)
    .orderBy('id', 'desc')
    .limit(2)
    .execute();
  return { courseId: course.id, lessonId: lesson.id, questions };
}

export const XINGCE = '2027国考行测系统精讲班';
export const SHENLUN = '2027省考申论高分写作班';

/**
 * A published homework on the course's first lesson: two single-choice bank questions (3 points
 * each) and one photo question (14 points); `wrongLetter` is a letter that is not the key.
 */
export async function createHomework(
  app: FastifyInstance,
  options: { course?: string; deadlineInDays?: number | null; allowLate?: boolean } = {},
) {
  const parts = await seededParts(app, options.course ?? XINGCE);
  const now = new Date();
  const deadline =
    options.deadlineInDays === null
      ? null
      : new Date(now.getTime() + (options.deadlineInDays ?? 7) * 86_400_000).toISOString();
  const homework = await app.db
    .insertInto('hw_homework')
    .values({
      course_id: parts.courseId,
      lesson_id: parts.lessonId,
      title: '测试作业',
      deadline_at: deadline,
      allow_late: options.allowLate === false ? 0 : 1,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const items = [];
  for (const [index, question] of parts.questions.entries()) {
    items.push(
      await app.db
        .insertInto('hw_item')
        .values({
          homework_id: homework.id,
          sort_order: index,
          kind: 'objective',
          question_id: question.id,
          score_tenths: 30,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
  }
  const photo = await app.db
    .insertInto('hw_item')
    .values({
      homework_id: homework.id,
      sort_order: 9,
      kind: 'subjective',
      question_id: null,
      prompt: '<p>拍照上传你的笔记</p>',
      reference: '<p>参考要点</p>',
      score_tenths: 140,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [first, second] = parts.questions;
  const letters = (options: string) =>
    (JSON.parse(options) as Array<{ optionHead: string }>).map((o) => o.optionHead);
  return {
    id: homework.id,
    courseId: parts.courseId,
    objective: [
      {
        itemId: items[0]!.id,
        key: first!.answer,
        wrong: letters(first!.options).find((l) => l !== first!.answer)!,
      },
      {
        itemId: items[1]!.id,
        key: second!.answer,
        wrong: letters(second!.options).find((l) => l !== second!.answer)!,
      },
    ],
    photoItemId: photo.id,
  };
}

/** A learner holding the course (granted, as staff would). */
export async function newStudent(app: FastifyInstance, courseId: number) {
  const who = await createLearner(app.db);
  await grantCourse(app.db, who.id, courseId);
  return who;
}

/** An account teaching the course: role teacher, linked to a new teacher profile of it. */
export async function newTeacher(app: FastifyInstance, courseId: number) {
  const who = await createLearner(app.db);
  const now = new Date().toISOString();
  await app.db
    .insertInto('app_user_role')
    .values({ user_id: who.id, role: 'teacher', created_at: now })
    .execute();
  const teacher = await app.db
    .insertInto('teachers')
    .values({ name: `测试老师${who.id}`, created_at: now, user_id: who.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('course_teachers')
    .values({ course_id: courseId, teacher_id: teacher.id })
    .execute();
  return who;
}

export const courseIdOf = async (app: FastifyInstance, title: string) =>
  (
    await app.db
      .selectFrom('courses')
      .select('id')
      .where('title', '=', title)
      .executeTakeFirstOrThrow()
  ).id;

/** Every homework row, to show a refused request changed nothing. */
export async function snapshot(app: FastifyInstance) {
  const db = app.db;
  return {
    submissions: await db.selectFrom('hw_submission').selectAll().orderBy('id').execute(),
    answers: await db
      .selectFrom('hw_answer')
      .selectAll()
      .orderBy('submission_id')
      .orderBy('item_id')
      .execute(),
  };
}
