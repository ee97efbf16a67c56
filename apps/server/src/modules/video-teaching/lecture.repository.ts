import type { Insertable, Selectable } from 'kysely';
import type { Db, VtLectureTable } from '../../db/database.ts';

export type LectureRow = Selectable<VtLectureTable>;

/** Lectures that are listed, played and unlocked; an offline one is none of these. */
export const ONLINE = 'online';

export interface LectureFilter {
  subjectId?: number;
  /** Lectures filed under any of these catalogue nodes. */
  catalogueIds?: number[];
  /** Only those this learner unlocked. */
  unlockedBy?: number;
}

function filtered(db: Db, filter: LectureFilter) {
  let query = db.selectFrom('vt_lecture as l').where('l.status', '=', ONLINE);
  if (filter.subjectId !== undefined) query = query.where('l.subject_id', '=', filter.subjectId);
  if (filter.catalogueIds !== undefined) {
    query = query.where('l.catalogue_id', 'in', filter.catalogueIds);
  }
  if (filter.unlockedBy !== undefined) {
    const userId = filter.unlockedBy;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('vt_unlock as u')
          .select('u.id')
          .whereRef('u.lecture_id', '=', 'l.id')
          .where('u.user_id', '=', userId),
      ),
    );
  }
  return query;
}

export async function findLecturePage(
  db: Db,
  filter: LectureFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: LectureRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .selectAll('l')
      .orderBy('l.subject_id')
      .orderBy('l.sort_order')
      .orderBy('l.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Every online lecture's place in the catalogue, for the counts of the lecture catalogue. */
export function findLecturePlaces(
  db: Db,
  subjectId?: number,
): Promise<Array<{ id: number; subject_id: number; catalogue_id: number }>> {
  let query = db
    .selectFrom('vt_lecture')
    .select(['id', 'subject_id', 'catalogue_id'])
    .where('status', '=', ONLINE);
  if (subjectId !== undefined) query = query.where('subject_id', '=', subjectId);
  return query.execute();
}

export function findOnlineLecture(db: Db, id: number): Promise<LectureRow | undefined> {
  return db
    .selectFrom('vt_lecture')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', ONLINE)
    .executeTakeFirst();
}

/** Titles of lectures, online or not (a used card still names the lecture it paid for). */
export async function findLectureTitles(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('vt_lecture')
    .select(['id', 'title'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** Other online lectures filed under the same catalogue node. */
export function findSiblingLectures(db: Db, lecture: LectureRow, limit: number) {
  return db
    .selectFrom('vt_lecture')
    .selectAll()
    .where('status', '=', ONLINE)
    .where('catalogue_id', '=', lecture.catalogue_id)
    .where('id', '!=', lecture.id)
    .orderBy('sort_order')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function insertLecture(db: Db, values: Insertable<VtLectureTable>): Promise<number> {
  const row = await db
    .insertInto('vt_lecture')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setLectureDuration(db: Db, id: number, seconds: number, now: string) {
  await db
    .updateTable('vt_lecture')
    .set({ duration_seconds: seconds, updated_at: now })
    .where('id', '=', id)
    .execute();
}
