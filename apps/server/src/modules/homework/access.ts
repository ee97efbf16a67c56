import { ApiCode } from '@shangan/shared';
import { ApiError } from '../../lib/api-error.ts';
import { findUserRoles } from '../accounts/public.ts';
import { studentAccess, taughtCourseIds } from '../courses/public.ts';
import type { HomeworkContext } from './context.ts';
import { HW_MSG } from './messages.ts';

/**
 * Who may do and who may correct homework: a course's students (the same rights as its lessons)
 * do it; the accounts teaching the course (role teacher, linked to a teacher of the course)
 * correct it; an admin corrects any.
 */

export async function assertStudent(ctx: HomeworkContext, userId: number, courseId: number) {
  const access = await studentAccess(ctx.db, userId, courseId);
  if (!access.entitled) throw new ApiError(ApiCode.FORBIDDEN, HW_MSG.notStudent);
}

/** The courses whose homework the account corrects: all for an admin. */
export async function correctableCourses(
  ctx: HomeworkContext,
  userId: number,
): Promise<number[] | 'all'> {
  const roles = await findUserRoles(ctx.db, userId);
  if (roles.includes('admin')) return 'all';
  if (!roles.includes('teacher')) throw new ApiError(ApiCode.FORBIDDEN, HW_MSG.noCorrectRight);
  return taughtCourseIds(ctx.db, userId);
}

export async function assertCorrects(ctx: HomeworkContext, userId: number, courseId: number) {
  const scope = await correctableCourses(ctx, userId);
  if (scope === 'all') return;
  if (!scope.includes(courseId)) {
    throw new ApiError(ApiCode.FORBIDDEN, HW_MSG.notTeacher);
  }
}
