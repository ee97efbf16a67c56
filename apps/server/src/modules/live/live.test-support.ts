import type { FastifyInstance } from 'fastify';
import { call as kitCall, type CallOptions } from '../../../test/client.ts';
import { createLearner, grantCourse } from '../../../test/learners.ts';
import { newStreamKey, newStreamName } from './teaching.service.ts';

/**
 * Helpers of the live tests: a course of its own with a live lesson and its session (so tests
 * never share a room), viewers who hold the course, and the account teaching it.
 */

export const call = <T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: Omit<CallOptions, 'api'> = {},
) => kitCall<T>(app, method, url, options);

export interface TestSession {
  id: number;
  lessonId: number;
  courseId: number;
  teacherId: number;
  streamName: string;
  streamKey: string;
  startsAtIso: string;
}

let serial = 0;

/**
 * A course (paid unless `free`; a free one is a public class) with one live lesson and its
 * session, taught by a new teacher profile with no account yet.
 */
export async function createLiveSession(
  app: Pick<FastifyInstance, 'db'>,
  options: {
    free?: boolean;
    state?: 'scheduled' | 'live' | 'ended' | 'processing' | 'playback';
    startsAt?: string;
    exam?: string;
    subject?: string;
  } = {},
): Promise<TestSession> {
  serial += 1;
  const now = new Date().toISOString();
  const startsAt = options.startsAt ?? now;
  const tag = `${process.pid}-${Date.now()}-${serial}`;
  const course = await app.db
    .insertInto('courses')
    .values({
      kind: options.free ? 'public' : 'system',
      subject: options.subject ?? '行测',
      exam: options.exam ?? '国考',
      title: `直播测试课程${tag}`,
      price_fen: options.free ? 0 : 19_900,
      original_price_fen: null,
      is_free: options.free ? 1 : 0,
      goods_id: null,
      adviser_id: null,
      published_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const teacher = await app.db
    .insertInto('teachers')
    .values({ name: `直播老师${serial}`, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('course_teachers')
    .values({ course_id: course.id, teacher_id: teacher.id })
    .execute();
  const chapter = await app.db
    .insertInto('course_chapters')
    .values({ course_id: course.id, title: '直播' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lesson = await app.db
    .insertInto('course_lessons')
    .values({
      course_id: course.id,
      chapter_id: chapter.id,
      title: `直播课时${tag}`,
      kind: 'live',
      question_section_id: null,
      live_at: startsAt,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const streamName = newStreamName();
  const streamKey = newStreamKey();
  const session = await app.db
    .insertInto('live_session')
    .values({
      lesson_id: lesson.id,
      course_id: course.id,
      title: `直播${tag}`,
      teacher_id: teacher.id,
      starts_at: startsAt,
      state: options.state ?? 'scheduled',
      stream_name: streamName,
      stream_key: streamKey,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    id: session.id,
    lessonId: lesson.id,
    courseId: course.id,
    teacherId: teacher.id,
    streamName,
    streamKey,
    startsAtIso: startsAt,
  };
}

/** A learner holding the session's course. */
export async function newViewer(app: FastifyInstance, session: TestSession) {
  const who = await createLearner(app.db);
  await grantCourse(app.db, who.id, session.courseId);
  return who;
}

/** The account teaching the session: role teacher, linked to the session's teacher profile. */
export async function newSessionTeacher(app: FastifyInstance, session: TestSession) {
  const who = await createLearner(app.db);
  await app.db
    .insertInto('app_user_role')
    .values({ user_id: who.id, role: 'teacher', created_at: new Date().toISOString() })
    .execute();
  await app.db
    .updateTable('teachers')
    .set({ user_id: who.id })
    .where('id', '=', session.teacherId)
    .execute();
  return who;
}

/** The session's row as stored now. */
export function sessionRow(app: Pick<FastifyInstance, 'db'>, session: Pick<TestSession, 'id'>) {
  return app.db
    .selectFrom('live_session')
    .selectAll()
    .where('id', '=', session.id)
    .executeTakeFirstOrThrow();
}
