import type { Db } from '../../db/database.ts';
import {
  findCourse,
  findCourses,
  findLesson,
  findLessons,
  packageMembers,
  packagesContaining,
} from './courses.repository.ts';
import {
  holdingsFor,
  isLive,
  lessonAccess,
  loadHoldings,
  lockedReason,
  rightsOf,
} from './rights.ts';

/**
 * Who studies and who teaches a course, for modules built on courses (homework): the same rights
 * as the lessons (rights.ts), and the accounts teachers work under.
 */

/** Whether the person may study the whole course now, and if not the sentence saying why. */
export async function studentAccess(
  db: Db,
  userId: number,
  courseId: number,
  now = new Date(),
): Promise<{ entitled: boolean; reason: string }> {
  const course = await findCourse(db, courseId);
  if (!course) return { entitled: false, reason: '课程不存在' };
  const packages = (await packagesContaining(db, [courseId])).get(courseId) ?? [];
  const subject = { course, packages };
  const rights = rightsOf(await holdingsFor(db, userId, subject, now), subject);
  return rights.entitled
    ? { entitled: true, reason: '' }
    : { entitled: false, reason: lockedReason(rights, course) };
}

/** The courses the person holds a live enrolment of, a package's member courses included. */
export async function studiedCourseIds(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<number[]> {
  const holdings = await loadHoldings(db, userId, now);
  const live = [...holdings.enrolments.values()].filter((e) => isLive(e, holdings));
  const ids = new Set(live.map((e) => e.course_id));
  const members = await packageMembers(db, [...ids]);
  for (const list of members.values()) for (const id of list) ids.add(id);
  return [...ids];
}

/** The courses taught under the teacher profile this account works as. */
export async function taughtCourseIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('course_teachers as ct')
    .innerJoin('teachers as t', 't.id', 'ct.teacher_id')
    .select('ct.course_id')
    .where('t.user_id', '=', userId)
    .execute();
  return rows.map((row) => row.course_id);
}

/** The teacher profile's name of the account, if it teaches. */
export async function teacherNameOf(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('teachers')
    .select('name')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.name ?? null;
}

/** Lets the account teach under the profile (the demo seed; the console later). */
export async function linkTeacherAccount(db: Db, teacherId: number, userId: number) {
  await db.updateTable('teachers').set({ user_id: userId }).where('id', '=', teacherId).execute();
}

/** Titles of courses and lessons, for lists that name them. */
export async function courseAndLessonTitles(db: Db, courseIds: number[], lessonIds: number[]) {
  const [courses, lessons] = await Promise.all([
    findCourses(db, [...new Set(courseIds)]),
    findLessons(db, [...new Set(lessonIds)]),
  ]);
  return {
    courses: new Map([...courses.values()].map((c) => [c.id, c.title])),
    lessons: new Map(lessons.map((l) => [l.id, { title: l.title, courseId: l.course_id }])),
  };
}

/**
 * Who may watch a live lesson (its broadcast, chat and recording): the lesson's own rules
 * (rights.ts) with the way in for those who may not — log in, buy the course, or become a VIP
 * member for a VIP-free course.
 */
export async function liveLessonAccess(
  db: Db,
  userId: number | null,
  lessonId: number,
  now = new Date(),
): Promise<{ level: 'full' | 'none'; reason: string; action: 'login' | 'buy' | 'vip' | null }> {
  const lesson = await findLesson(db, lessonId);
  const course = lesson ? await findCourse(db, lesson.course_id) : undefined;
  if (!lesson || !course) return { level: 'none', reason: '直播不存在或已删除', action: null };
  // Watching live means taking part (the chat names you), so even a free class asks for a login.
  if (userId === null) {
    return { level: 'none', reason: '登录后即可观看直播', action: 'login' };
  }
  const packages = (await packagesContaining(db, [course.id])).get(course.id) ?? [];
  const subject = { course, packages };
  const rights = rightsOf(await holdingsFor(db, userId, subject, now), subject);
  const access = lessonAccess(rights, course, lesson);
  if (access.level !== 'none') return { level: 'full', reason: '', action: null };
  if (course.status !== 'on_sale') return { level: 'none', reason: access.reason, action: null };
  const action = course.is_vip_free === 1 && !rights.isVip ? 'vip' : 'buy';
  return { level: 'none', reason: access.reason, action: course.is_free === 1 ? null : action };
}
