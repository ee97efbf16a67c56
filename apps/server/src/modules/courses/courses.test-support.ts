import type { FastifyInstance } from 'fastify';
import { DAY_MS } from '../../lib/time.ts';
import { call as kitCall, type CallOptions } from '../../../test/client.ts';
import { createLearner } from '../../../test/learners.ts';

/** Helpers of the course tests: calls as the two APIs' clients, people, seeded courses. */
export type { Envelope } from '../../../test/client.ts';
export { confirmLocal } from '../../../test/client.ts';

type Options = Omit<CallOptions, 'api'>;

/** A main-API call (/api/v1). */
export const call = <T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  options: Options = {},
) => kitCall<T>(app, method, url, options);

/** A learning-API call (/gxw-web-student). */
export const learn = <T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  options: Options = {},
) => kitCall<T>(app, method, url, { ...options, api: 'learning' });

export const newLearner = (app: FastifyInstance) => createLearner(app.db);

/** A learner who is a VIP member until `days` from now (a past day: a lapsed member). */
export async function newVip(app: FastifyInstance, days = 30) {
  const who = await createLearner(app.db, { weight: 10 });
  await app.db
    .updateTable('app_user')
    .set({ expiration_time: new Date(Date.now() + days * DAY_MS).toISOString() })
    .where('id', '=', who.id)
    .execute();
  return who;
}

/** The seeded course of a title. */
export async function courseByTitle(app: FastifyInstance, title: string) {
  return app.db
    .selectFrom('courses')
    .selectAll()
    .where('title', '=', title)
    .executeTakeFirstOrThrow();
}

/** The seeded course's lessons in outline order. */
export async function lessonsOfCourse(app: FastifyInstance, courseId: number) {
  return app.db
    .selectFrom('course_lessons')
    .selectAll()
    .where('course_id', '=', courseId)
    .orderBy('sort_order')
    .execute();
}

/** A seeded course with its first 试看 video lesson, first other video lesson and first handout. */
export async function courseLessons(app: FastifyInstance, title: string) {
  const course = await courseByTitle(app, title);
  const all = await lessonsOfCourse(app, course.id);
  const videos = all.filter((l) => l.kind === 'video');
  return {
    course,
    trial: videos.find((l) => l.is_trial === 1),
    locked: videos.find((l) => l.is_trial === 0)!,
    document: all.find((l) => l.kind === 'document'),
  };
}

/** An enrolment written directly, for the rights table. */
export async function enrol(
  app: FastifyInstance,
  userId: number,
  courseId: number,
  source: 'order' | 'free' | 'vip' | 'grant',
  expiresInDays: number | null,
) {
  const now = new Date().toISOString();
  await app.db
    .insertInto('course_enrolments')
    .values({
      user_id: userId,
      course_id: courseId,
      source,
      order_id: null,
      enrolled_at: now,
      expires_at:
        expiresInDays === null ? null : new Date(Date.now() + expiresInDays * DAY_MS).toISOString(),
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export const TITLES = {
  xingce: '2027国考行测系统精讲班',
  shenlun: '2027省考申论高分写作班',
  interview: '结构化面试通关特训营',
  vipFree: '资料分析速算技巧',
  free: '常识判断高频考点速记',
  openClass: '2027选调生备考公开课',
  interviewOpen: '面试答题思路公开课',
  xuandiao: '选调生笔试全程班',
  groupTalk: '无领导小组讨论微课',
  package: '2027国考笔试全科套餐',
} as const;
