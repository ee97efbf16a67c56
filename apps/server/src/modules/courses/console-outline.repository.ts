import { ApiCode, ConsoleCourseMsg } from '@shangan/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../lib/api-error.ts';

type Trx = Transaction<Database>;

/** Serialises the changes to one course's outline (its chapters' and lessons' order). */
export const outlineLock = (courseId: number) => `course-outline:${courseId}`;

export async function chapterOf(trx: Trx, id: number) {
  const chapter = await trx
    .selectFrom('course_chapters')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!chapter) throw new ApiError(ApiCode.NOT_FOUND, ConsoleCourseMsg.chapterMissing);
  return chapter;
}

/** A change to the outline is a change to the course: its lists sort by it. */
export async function touchCourse(trx: Trx, courseId: number, now: string) {
  await trx.updateTable('courses').set({ updated_at: now }).where('id', '=', courseId).execute();
}

/** The chapters of a course, or the lessons of a chapter, in outline order. */
async function siblings(trx: Trx, part: 'chapter' | 'lesson', parentId: number) {
  return part === 'chapter'
    ? trx
        .selectFrom('course_chapters')
        .select(['id', 'sort_order'])
        .where('course_id', '=', parentId)
        .orderBy('sort_order')
        .orderBy('id')
        .execute()
    : trx
        .selectFrom('course_lessons')
        .select(['id', 'sort_order'])
        .where('chapter_id', '=', parentId)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
}

/** The next place at the end of the course's chapters, or of the chapter's lessons. */
export async function nextSortOrder(trx: Trx, part: 'chapter' | 'lesson', parentId: number) {
  const rows = await siblings(trx, part, parentId);
  return rows.length === 0 ? 0 : Math.max(...rows.map((row) => row.sort_order)) + 1;
}

/**
 * Swaps a chapter or lesson with its neighbour. The orders are numbered afresh first, since the
 * seed and older rows may share an order. False when it is already first or last.
 */
export async function moveAmongSiblings(
  trx: Trx,
  part: 'chapter' | 'lesson',
  parentId: number,
  id: number,
  direction: 'up' | 'down',
): Promise<boolean> {
  const ids = (await siblings(trx, part, parentId)).map((row) => row.id);
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return false;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  for (const [order, rowId] of ids.entries()) {
    if (part === 'chapter') {
      await trx
        .updateTable('course_chapters')
        .set({ sort_order: order })
        .where('id', '=', rowId)
        .execute();
    } else {
      await trx
        .updateTable('course_lessons')
        .set({ sort_order: order })
        .where('id', '=', rowId)
        .execute();
    }
  }
  return true;
}
