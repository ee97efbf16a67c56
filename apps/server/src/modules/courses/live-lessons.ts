import { ApiCode, ConsoleCourseMsg, ConsoleLiveMsg } from '@shangan/shared';
import type { Transaction } from 'kysely';
import { lockKey } from '../../db/locks.ts';
import type { Engine } from '../../db/connect.ts';
import type { Database, Db } from '../../db/database.ts';
import { ApiError } from '../../lib/api-error.ts';
import {
  chapterOf,
  nextSortOrder,
  outlineLock,
  touchCourse,
} from './console-outline.repository.ts';
import { findLesson } from './courses.repository.ts';

/**
 * The outline side of a live class: a lesson of kind `live` at its time. The live module keeps
 * the class itself (its session, stream and chat) and calls these inside its own transaction.
 */
type Trx = Transaction<Database>;

export interface LiveLessonFields {
  title: string;
  isTrial: boolean;
  /** ISO time the class starts. */
  liveAt: string;
}

/** A new live lesson at the end of its chapter. */
export async function addLiveLesson(
  trx: Trx,
  engine: Engine,
  chapterId: number,
  fields: LiveLessonFields,
): Promise<{ lessonId: number; courseId: number }> {
  const chapter = await chapterOf(trx, chapterId);
  await lockKey(trx, engine, outlineLock(chapter.course_id));
  const now = new Date().toISOString();
  const row = await trx
    .insertInto('course_lessons')
    .values({
      course_id: chapter.course_id,
      chapter_id: chapter.id,
      title: fields.title,
      kind: 'live',
      is_trial: fields.isTrial ? 1 : 0,
      live_at: fields.liveAt,
      sort_order: await nextSortOrder(trx, 'lesson', chapter.id),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await touchCourse(trx, chapter.course_id, now);
  return { lessonId: row.id, courseId: chapter.course_id };
}

/** The live lesson `id` of chapter `chapterId`, or why it is none. */
async function liveLesson(trx: Trx, id: number, chapterId?: number) {
  const lesson = await findLesson(trx, id);
  if (!lesson || (chapterId !== undefined && lesson.chapter_id !== chapterId)) {
    throw new ApiError(ApiCode.NOT_FOUND, ConsoleCourseMsg.lessonMissing);
  }
  if (lesson.kind !== 'live') throw new ApiError(ApiCode.BAD_REQUEST, ConsoleLiveMsg.notLiveLesson);
  return lesson;
}

export async function changeLiveLesson(
  trx: Trx,
  id: number,
  chapterId: number,
  fields: LiveLessonFields,
): Promise<{ courseId: number; before: LiveLessonFields }> {
  const lesson = await liveLesson(trx, id, chapterId);
  await trx
    .updateTable('course_lessons')
    .set({ title: fields.title, is_trial: fields.isTrial ? 1 : 0, live_at: fields.liveAt })
    .where('id', '=', id)
    .execute();
  await touchCourse(trx, lesson.course_id, new Date().toISOString());
  return {
    courseId: lesson.course_id,
    before: { title: lesson.title, isTrial: lesson.is_trial === 1, liveAt: lesson.live_at ?? '' },
  };
}

export async function removeLiveLesson(trx: Trx, engine: Engine, id: number) {
  const lesson = await liveLesson(trx, id);
  await lockKey(trx, engine, outlineLock(lesson.course_id));
  await trx.deleteFrom('course_lessons').where('id', '=', id).execute();
  await touchCourse(trx, lesson.course_id, new Date().toISOString());
  return lesson;
}

/** A course's live lessons in outline order. */
export function liveLessonsOf(db: Db | Trx, courseId: number) {
  return db
    .selectFrom('course_lessons as l')
    .innerJoin('course_chapters as c', 'c.id', 'l.chapter_id')
    .select(['l.id', 'l.chapter_id', 'l.title', 'l.is_trial', 'l.live_at'])
    .where('l.course_id', '=', courseId)
    .where('l.kind', '=', 'live')
    .orderBy('c.sort_order')
    .orderBy('l.sort_order')
    .orderBy('l.id')
    .execute();
}
