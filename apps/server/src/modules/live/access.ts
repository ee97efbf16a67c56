import { ApiCode, LIVE_MSG } from '@shangan/shared';
import type { LiveAccess } from '@shangan/shared/contracts/live';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../lib/api-error.ts';
import { findUserRoles } from '../accounts/public.ts';
import { liveLessonAccess, taughtCourseIds } from '../courses/public.ts';
import { findSession, type LiveSessionRow } from './sessions.repository.ts';

/**
 * Who may watch a session and who runs it. Watching is opening the live lesson (the courses
 * module's rules, asked on every player address, media connection, chat message and event
 * stream, so a refund or an expiry stops at the next request). Running it (announcements, pins,
 * removals, mutes, the stream key, the end) is for the teacher of the session — the account
 * linked to its teacher profile, or to a teacher of its course when it names none — or an admin.
 */

export async function sessionAccess(
  db: Db,
  userId: number | null,
  session: LiveSessionRow,
): Promise<LiveAccess> {
  if (await isSessionTeacher(db, userId, session)) {
    return { level: 'full', reason: '', action: null };
  }
  return liveLessonAccess(db, userId, session.lesson_id);
}

export async function isSessionTeacher(
  db: Db,
  userId: number | null,
  session: LiveSessionRow,
): Promise<boolean> {
  if (userId === null) return false;
  const roles = await findUserRoles(db, userId);
  if (roles.includes('admin')) return true;
  if (!roles.includes('teacher')) return false;
  if (session.teacher_id !== null) {
    const teacher = await db
      .selectFrom('teachers')
      .select('user_id')
      .where('id', '=', session.teacher_id)
      .executeTakeFirst();
    return teacher?.user_id === userId;
  }
  return (await taughtCourseIds(db, userId)).includes(session.course_id);
}

export async function sessionOr404(db: Db, id: number): Promise<LiveSessionRow> {
  const session = await findSession(db, id);
  if (!session) throw new ApiError(ApiCode.NOT_FOUND, LIVE_MSG.notFound);
  return session;
}

/**
 * The session and the viewer's access, for a viewer who may know of it. A class of a course on
 * sale is public like its course page; once its course is taken off sale (or before it is put on
 * sale) it is known only to those who may still watch it — its holders, its teacher, an admin —
 * and answers anyone else as if it did not exist, as the course page does.
 */
export async function knownSession(
  db: Db,
  userId: number | null,
  sessionOrId: number | LiveSessionRow,
): Promise<{ session: LiveSessionRow; access: LiveAccess }> {
  const session =
    typeof sessionOrId === 'number' ? await sessionOr404(db, sessionOrId) : sessionOrId;
  const access = await sessionAccess(db, userId, session);
  if (access.level !== 'full') {
    const course = await db
      .selectFrom('courses')
      .select('status')
      .where('id', '=', session.course_id)
      .executeTakeFirst();
    if (course?.status !== 'on_sale') throw new ApiError(ApiCode.NOT_FOUND, LIVE_MSG.notFound);
  }
  return { session, access };
}

export async function requireSessionTeacher(
  db: Db,
  userId: number | null,
  session: LiveSessionRow,
): Promise<void> {
  if (!(await isSessionTeacher(db, userId, session))) {
    throw new ApiError(ApiCode.FORBIDDEN, LIVE_MSG.notTeacher);
  }
}
