import { LIVE_STATE_LABELS, type LiveState } from '@shangan/shared';
import type { LiveCard } from '@shangan/shared/contracts/live';
import type { Db } from '../../db/database.ts';
import type { LiveContext } from './context.ts';
import { reminderCounts, type LiveSessionRow } from './sessions.repository.ts';

/** The session as a card of the schedule, for the viewer (null: a visitor). */
export async function toCards(
  ctx: LiveContext,
  sessions: LiveSessionRow[],
  userId: number | null,
): Promise<LiveCard[]> {
  if (sessions.length === 0) return [];
  const [courses, teachers, reminders, online] = await Promise.all([
    coursesOf(ctx.db, sessions),
    teachersOf(ctx.db, sessions),
    reminderCounts(
      ctx.db,
      sessions.map((s) => s.id),
      userId,
    ),
    Promise.all(
      sessions.map(async (s) => [s.id, s.state === 'live' ? await ctx.bus.online(s.id) : 0]),
    ),
  ]);
  const onlineOf = new Map(online as Array<[number, number]>);
  return sessions.map((session) => {
    const course = courses.get(session.course_id);
    const teacher = session.teacher_id === null ? undefined : teachers.get(session.teacher_id);
    return {
      id: session.id,
      lessonId: session.lesson_id,
      courseId: session.course_id,
      courseTitle: course?.title ?? '',
      isPublicClass: course?.kind === 'public',
      title: session.title,
      teacher: teacher
        ? { name: teacher.name, avatar: teacher.avatar_url, title: teacher.title }
        : null,
      startsAt: session.starts_at,
      plannedMinutes: session.planned_minutes,
      state: session.state as LiveState,
      stateLabel: LIVE_STATE_LABELS[session.state as LiveState],
      cover: course?.cover_url ?? '',
      exam: course?.exam ?? '',
      subject: course?.subject ?? '',
      reminded: reminders.mine.has(session.id),
      reminderCount: reminders.counts.get(session.id) ?? 0,
      online: onlineOf.get(session.id) ?? 0,
    };
  });
}

async function coursesOf(db: Db, sessions: LiveSessionRow[]) {
  const ids = [...new Set(sessions.map((s) => s.course_id))];
  const rows = await db
    .selectFrom('courses')
    .select(['id', 'title', 'kind', 'cover_url', 'exam', 'subject'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

async function teachersOf(db: Db, sessions: LiveSessionRow[]) {
  const ids = [...new Set(sessions.flatMap((s) => (s.teacher_id === null ? [] : [s.teacher_id])))];
  if (ids.length === 0) return new Map<number, never>();
  const rows = await db
    .selectFrom('teachers')
    .select(['id', 'name', 'title', 'avatar_url'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}
