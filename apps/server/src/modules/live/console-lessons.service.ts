import { ApiCode, ConsoleCourseMsg, ConsoleLiveMsg, type LiveState } from '@shangan/shared';
import type { ConsoleLiveLesson } from '@shangan/shared/contracts/console/live';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../lib/api-error.ts';
import { isoNow } from '../../lib/time.ts';
import { recordAudit } from '../audit/public.ts';
import {
  addLiveLesson,
  changeLiveLesson,
  liveLessonsOf,
  removeLiveLesson,
} from '../courses/public.ts';
import type { LiveContext } from './context.ts';
import { newStreamKey, newStreamName } from './teaching.service.ts';

/**
 * The console's live lessons (课程管理): a live class is a lesson of kind `live` in the course's
 * outline (the courses module's) and its session here, made, changed and deleted together in one
 * transaction. Only a class that has not started may be moved or deleted: once it has, its chat
 * and recording are the learners'.
 */
type Trx = Transaction<Database>;

const bad = (message: string) => new ApiError(ApiCode.BAD_REQUEST, message);

export interface LiveLessonInput {
  chapterId: number;
  id?: number | undefined;
  title: string;
  isTrial: boolean;
  startsAt: string;
  plannedMinutes: number;
  teacherId: number | null;
}

async function requireTeacher(trx: Trx, teacherId: number | null) {
  if (teacherId === null) return;
  const teacher = await trx
    .selectFrom('teachers')
    .select('id')
    .where('id', '=', teacherId)
    .executeTakeFirst();
  if (!teacher) throw bad(ConsoleLiveMsg.teacherMissing);
}

function sessionOfLesson(db: LiveContext['db'] | Trx, lessonId: number) {
  return db
    .selectFrom('live_session')
    .selectAll()
    .where('lesson_id', '=', lessonId)
    .executeTakeFirst();
}

export async function listConsoleLiveLessons(
  ctx: LiveContext,
  courseId: number,
): Promise<ConsoleLiveLesson[]> {
  const lessons = await liveLessonsOf(ctx.db, courseId);
  if (lessons.length === 0) return [];
  const sessions = await ctx.db
    .selectFrom('live_session as s')
    .leftJoin('teachers as t', 't.id', 's.teacher_id')
    .selectAll('s')
    .select('t.name as teacher_name')
    .where(
      's.lesson_id',
      'in',
      lessons.map((lesson) => lesson.id),
    )
    .execute();
  return lessons.flatMap((lesson) => {
    const session = sessions.find((row) => row.lesson_id === lesson.id);
    if (!session) return [];
    const publish = ctx.media.publishInfo(session);
    return [
      {
        lessonId: lesson.id,
        chapterId: lesson.chapter_id,
        sessionId: session.id,
        title: lesson.title,
        isTrial: lesson.is_trial === 1,
        startsAt: session.starts_at,
        plannedMinutes: session.planned_minutes,
        state: session.state as LiveState,
        teacherId: session.teacher_id,
        teacherName: session.teacher_name ?? '',
        streamServer: publish.rtmpServer,
        streamKey: publish.streamKey,
      },
    ];
  });
}

/** The title and time as stored, or why they cannot be. */
function checked(input: LiveLessonInput) {
  const title = input.title.trim();
  if (!title) throw bad(ConsoleCourseMsg.titleRequired);
  const startsAt = Date.parse(input.startsAt);
  if (Number.isNaN(startsAt) || startsAt <= Date.now()) throw bad(ConsoleLiveMsg.startsAtInvalid);
  return { title, startsAt: new Date(startsAt).toISOString() };
}

/** A new live lesson with its session, or a class not yet started moved, renamed or re-staffed. */
export async function saveConsoleLiveLesson(
  ctx: LiveContext,
  actorId: number,
  input: LiveLessonInput,
  invalidate: () => Promise<void>,
): Promise<ConsoleLiveLesson> {
  const { title, startsAt } = checked(input);
  const fields = { title, isTrial: input.isTrial, liveAt: startsAt };
  const saved = await ctx.db.transaction().execute(async (trx) => {
    await requireTeacher(trx, input.teacherId);
    const now = isoNow();
    const session = {
      title: title.slice(0, 80),
      teacher_id: input.teacherId,
      starts_at: startsAt,
      planned_minutes: input.plannedMinutes,
      updated_at: now,
    };
    if (input.id === undefined) {
      const { lessonId, courseId } = await addLiveLesson(trx, ctx.engine, input.chapterId, fields);
      const created = await trx
        .insertInto('live_session')
        .values({
          ...session,
          lesson_id: lessonId,
          course_id: courseId,
          state: 'scheduled',
          stream_name: newStreamName(),
          stream_key: newStreamKey(),
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        actorId,
        action: 'course.live.create',
        entity: 'course_lessons',
        entityId: lessonId,
        before: null,
        after: { sessionId: created.id, ...fields, plannedMinutes: input.plannedMinutes },
      });
      return { courseId, lessonId };
    }
    const current = await sessionOfLesson(trx, input.id);
    if (current && current.state !== 'scheduled') throw bad(ConsoleLiveMsg.startedLocked);
    const { courseId, before } = await changeLiveLesson(trx, input.id, input.chapterId, fields);
    if (current) {
      await trx.updateTable('live_session').set(session).where('id', '=', current.id).execute();
    }
    await recordAudit(trx, {
      actorId,
      action: 'course.live.update',
      entity: 'course_lessons',
      entityId: input.id,
      before: { ...before, plannedMinutes: current?.planned_minutes ?? null },
      after: { ...fields, plannedMinutes: input.plannedMinutes },
    });
    return { courseId, lessonId: input.id };
  });
  await invalidate();
  const lessons = await listConsoleLiveLessons(ctx, saved.courseId);
  return lessons.find((lesson) => lesson.lessonId === saved.lessonId)!;
}

/** A class that has not started, deleted with its lesson (and the learners' reminders). */
export async function removeConsoleLiveLesson(
  ctx: LiveContext,
  actorId: number,
  id: number,
  invalidate: () => Promise<void>,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const session = await sessionOfLesson(trx, id);
    if (session && session.state !== 'scheduled') throw bad(ConsoleLiveMsg.startedLocked);
    if (session) await trx.deleteFrom('live_session').where('id', '=', session.id).execute();
    const lesson = await removeLiveLesson(trx, ctx.engine, id);
    await recordAudit(trx, {
      actorId,
      action: 'course.live.remove',
      entity: 'course_lessons',
      entityId: id,
      before: { courseId: lesson.course_id, title: lesson.title, liveAt: lesson.live_at },
      after: null,
    });
  });
  await invalidate();
}
