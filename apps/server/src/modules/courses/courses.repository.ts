import { sql, type Insertable, type Selectable } from 'kysely';
import type {
  CourseEnrolmentTable,
  CourseLessonTable,
  CourseTable,
  Db,
  TeacherTable,
} from '../../db/database.ts';

export type CourseRow = Selectable<CourseTable>;
export type LessonRow = Selectable<CourseLessonTable>;
export type TeacherRow = Selectable<TeacherTable>;
export type EnrolmentRow = Selectable<CourseEnrolmentTable>;

export interface CourseFilter {
  kind?: string | undefined;
  exam?: string | undefined;
  subject?: string | undefined;
  price?: 'free' | 'vip_free' | 'paid' | undefined;
  keyword?: string | undefined;
}

export type CourseOrder = 'default' | 'sales' | 'newest' | 'price_asc' | 'price_desc';

/** Rows gathered into lists by a key, in the rows' order. */
function groupBy<R, K, V>(rows: R[], key: (row: R) => K, value: (row: R) => V): Map<K, V[]> {
  const map = new Map<K, V[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(value(row));
    else map.set(key(row), [value(row)]);
  }
  return map;
}

/** `%` and `_` typed by a person are looked for as themselves. */
function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filtered(db: Db, filter: CourseFilter) {
  let query = db.selectFrom('courses as c').where('c.status', '=', 'on_sale');
  if (filter.kind) query = query.where('c.kind', '=', filter.kind);
  if (filter.exam) query = query.where('c.exam', '=', filter.exam);
  if (filter.subject) query = query.where('c.subject', '=', filter.subject);
  if (filter.price === 'free') query = query.where('c.is_free', '=', 1);
  if (filter.price === 'vip_free') query = query.where('c.is_vip_free', '=', 1);
  if (filter.price === 'paid') query = query.where('c.is_free', '=', 0);
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const pattern = likePattern(keyword);
    query = query.where((eb) =>
      eb.or([
        eb(sql`c.title`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`c.subtitle`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`c.tags`, 'like', sql`${pattern} escape '\\'`),
        eb.exists(
          eb
            .selectFrom('course_teachers as ct')
            .innerJoin('teachers as t', 't.id', 'ct.teacher_id')
            .select('ct.course_id')
            .whereRef('ct.course_id', '=', 'c.id')
            .where(sql`t.name`, 'like', sql`${pattern} escape '\\'`),
        ),
      ]),
    );
  }
  return query;
}

/** A page of the catalogue, on sale only. */
export async function listCourses(
  db: Db,
  filter: CourseFilter,
  order: CourseOrder,
  limit: number,
  offset: number,
): Promise<{ rows: CourseRow[]; total: number }> {
  let rows = filtered(db, filter).selectAll('c');
  switch (order) {
    case 'sales':
      rows = rows.orderBy('c.sales', 'desc');
      break;
    case 'newest':
      rows = rows.orderBy('c.published_at', 'desc');
      break;
    case 'price_asc':
      rows = rows.orderBy('c.price_fen', 'asc');
      break;
    case 'price_desc':
      rows = rows.orderBy('c.price_fen', 'desc');
      break;
    case 'default':
      rows = rows.orderBy('c.sort_order', 'asc');
      break;
  }
  const [list, count] = await Promise.all([
    rows.orderBy('c.id', 'desc').limit(limit).offset(offset).execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: list, total: Number(count.n) };
}

/** How many courses on sale have each value of a column (the filters' counts). */
export async function countBy(
  db: Db,
  column: 'kind' | 'exam' | 'subject',
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('courses')
    .select([column, (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('status', '=', 'on_sale')
    .groupBy(column)
    .execute();
  return new Map(rows.map((row) => [row[column] as string, Number(row.n)]));
}

export async function countPriceKinds(
  db: Db,
): Promise<Record<'free' | 'vip_free' | 'paid', number>> {
  const row = await db
    .selectFrom('courses')
    .select([
      sql<number | string>`sum(case when is_free = 1 then 1 else 0 end)`.as('free'),
      sql<number | string>`sum(case when is_vip_free = 1 then 1 else 0 end)`.as('vip_free'),
      sql<number | string>`sum(case when is_free = 0 then 1 else 0 end)`.as('paid'),
    ])
    .where('status', '=', 'on_sale')
    .executeTakeFirstOrThrow();
  return {
    free: Number(row.free ?? 0),
    vip_free: Number(row.vip_free ?? 0),
    paid: Number(row.paid ?? 0),
  };
}

export function findCourse(db: Db, id: number): Promise<CourseRow | undefined> {
  return db.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findCourses(db: Db, ids: number[]): Promise<Map<number, CourseRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('courses').selectAll().where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export async function teachersOf(db: Db, courseIds: number[]): Promise<Map<number, TeacherRow[]>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('course_teachers as ct')
    .innerJoin('teachers as t', 't.id', 'ct.teacher_id')
    .selectAll('t')
    .select('ct.course_id')
    .where('ct.course_id', 'in', courseIds)
    .orderBy('ct.sort_order')
    .orderBy('t.id')
    .execute();
  return groupBy(
    rows,
    (row) => row.course_id,
    ({ course_id: _courseId, ...teacher }) => teacher,
  );
}

/**
 * Takes a course's row (a no-op update) until the transaction ends: a payment enrolling in a
 * package and staff changing its courses take it, so the change counts every holder.
 */
export async function lockCourseRow(trx: Db, courseId: number): Promise<void> {
  await trx
    .updateTable('courses')
    .set((eb) => ({ sort_order: eb.ref('sort_order') }))
    .where('id', '=', courseId)
    .execute();
}

/** The member courses of packages, in the package's order. */
export async function packageMembers(db: Db, packageIds: number[]): Promise<Map<number, number[]>> {
  if (packageIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('course_package_items')
    .select(['package_id', 'course_id'])
    .where('package_id', 'in', packageIds)
    .orderBy('sort_order')
    .orderBy('course_id')
    .execute();
  return groupBy(
    rows,
    (row) => row.package_id,
    (row) => row.course_id,
  );
}

/** The packages containing each course. */
export async function packagesContaining(
  db: Db,
  courseIds: number[],
): Promise<Map<number, number[]>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('course_package_items')
    .select(['package_id', 'course_id'])
    .where('course_id', 'in', courseIds)
    .execute();
  return groupBy(
    rows,
    (row) => row.course_id,
    (row) => row.package_id,
  );
}

export function chaptersOf(db: Db, courseIds: number[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('course_chapters')
    .selectAll()
    .where('course_id', 'in', courseIds)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function lessonsOf(db: Db, courseIds: number[]): Promise<LessonRow[]> {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('course_lessons')
    .selectAll()
    .where('course_id', 'in', courseIds)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function findLesson(db: Db, id: number): Promise<LessonRow | undefined> {
  return db.selectFrom('course_lessons').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findLessons(db: Db, ids: number[]): Promise<LessonRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('course_lessons').selectAll().where('id', 'in', ids).execute();
}

export interface LessonTotals {
  lessonCount: number;
  videoCount: number;
  videoSeconds: number;
}

/** Lessons per course (not expanded for packages: the caller adds up the members). */
export async function lessonTotals(
  db: Db,
  courseIds: number[],
): Promise<Map<number, LessonTotals>> {
  const map = new Map<number, LessonTotals>();
  if (courseIds.length === 0) return map;
  const rows = await db
    .selectFrom('course_lessons')
    .select([
      'course_id',
      (eb) => eb.fn.countAll<number | string>().as('lessons'),
      sql<number | string>`sum(case when kind = 'video' then 1 else 0 end)`.as('videos'),
      sql<number | string>`sum(case when kind = 'video' then duration_seconds else 0 end)`.as(
        'seconds',
      ),
    ])
    .where('course_id', 'in', courseIds)
    .groupBy('course_id')
    .execute();
  for (const row of rows) {
    map.set(row.course_id, {
      lessonCount: Number(row.lessons),
      videoCount: Number(row.videos ?? 0),
      videoSeconds: Number(row.seconds ?? 0),
    });
  }
  return map;
}

export interface RatingRow {
  average: number | null;
  count: number;
}

export async function ratingsOf(db: Db, courseIds: number[]): Promise<Map<number, RatingRow>> {
  const map = new Map<number, RatingRow>();
  if (courseIds.length === 0) return map;
  const rows = await db
    .selectFrom('course_reviews')
    .select([
      'course_id',
      (eb) => eb.fn.countAll<number | string>().as('n'),
      (eb) => eb.fn.sum<number | string>('rating').as('total'),
    ])
    .where('course_id', 'in', courseIds)
    .groupBy('course_id')
    .execute();
  for (const row of rows) {
    const count = Number(row.n);
    map.set(row.course_id, {
      count,
      average: count > 0 ? Math.round((Number(row.total) / count) * 10) / 10 : null,
    });
  }
  return map;
}

/** Reviews with 1…5 stars (index 0 = 1 star). */
export async function starCounts(db: Db, courseId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('course_reviews')
    .select(['rating', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('course_id', '=', courseId)
    .groupBy('rating')
    .execute();
  const stars = [0, 0, 0, 0, 0];
  for (const row of rows) stars[row.rating - 1] = Number(row.n);
  return stars;
}

/** Reviews with what is shown of their authors: the list and a review just written read alike. */
function reviewsWithAuthors(db: Db) {
  return db
    .selectFrom('course_reviews as r')
    .innerJoin('app_user as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.user_id',
      'r.rating',
      'r.content',
      'r.created_at',
      'u.nick_name',
      'u.phone',
      'u.head_portrait',
    ]);
}

export function listReviews(db: Db, courseId: number, limit: number, offset: number) {
  return reviewsWithAuthors(db)
    .where('r.course_id', '=', courseId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
export type ReviewListRow = Awaited<ReturnType<typeof listReviews>>[number];

export function findReviewBy(db: Db, courseId: number, userId: number) {
  return db
    .selectFrom('course_reviews')
    .select('id')
    .where('course_id', '=', courseId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findReviewRow(db: Db, id: number) {
  return reviewsWithAuthors(db).where('r.id', '=', id).executeTakeFirstOrThrow();
}

/** Inserts a review unless the person has one on the course; answers its id, or null. */
export async function insertReview(
  db: Db,
  values: {
    course_id: number;
    user_id: number;
    rating: number;
    content: string;
    created_at: string;
  },
): Promise<number | null> {
  const row = await db
    .insertInto('course_reviews')
    .values(values)
    .onConflict((oc) => oc.columns(['course_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The person's enrolments, all of them or those of the given courses. */
export function enrolmentsOf(
  db: Db,
  userId: number,
  courseIds?: number[],
): Promise<EnrolmentRow[]> {
  let query = db.selectFrom('course_enrolments').selectAll().where('user_id', '=', userId);
  if (courseIds) query = query.where('course_id', 'in', courseIds);
  return query.execute();
}

export function findEnrolment(
  db: Db,
  userId: number,
  courseId: number,
): Promise<EnrolmentRow | undefined> {
  return db
    .selectFrom('course_enrolments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
}

export async function insertEnrolment(
  db: Db,
  values: Insertable<CourseEnrolmentTable>,
): Promise<EnrolmentRow | null> {
  const row = await db
    .insertInto('course_enrolments')
    .values(values)
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function updateEnrolment(
  db: Db,
  id: number,
  changes: Partial<
    Pick<EnrolmentRow, 'source' | 'order_id' | 'enrolled_at' | 'expires_at' | 'updated_at'>
  >,
): Promise<void> {
  await db.updateTable('course_enrolments').set(changes).where('id', '=', id).execute();
}

export async function addSales(db: Db, courseId: number, count: number, nowIso: string) {
  await db
    .updateTable('courses')
    .set({ sales: sql`sales + ${count}`, updated_at: nowIso })
    .where('id', '=', courseId)
    .execute();
}

/** The order placed for the course most recently by the person, or null. */
export async function latestCourseOrder(
  db: Db,
  userId: number,
  courseId: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('course_orders')
    .select('order_id')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .orderBy('created_at', 'desc')
    .orderBy('order_id', 'desc')
    .executeTakeFirst();
  return row?.order_id ?? null;
}

export async function linkCourseOrder(
  db: Db,
  values: { order_id: number; user_id: number; course_id: number; created_at: string },
): Promise<void> {
  await db.insertInto('course_orders').values(values).execute();
}

export function findCourseOrder(db: Db, orderId: number) {
  return db
    .selectFrom('course_orders')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

/** The person's orders placed for any of the courses. */
export async function courseOrderIds(
  db: Db,
  userId: number,
  courseIds: number[],
): Promise<number[]> {
  if (courseIds.length === 0) return [];
  const rows = await db
    .selectFrom('course_orders')
    .select('order_id')
    .where('user_id', '=', userId)
    .where('course_id', 'in', courseIds)
    .execute();
  return rows.map((row) => row.order_id);
}

export function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function findDocument(db: Db, lessonId: number) {
  return db
    .selectFrom('course_documents')
    .select(['file_name', 'mime', 'content'])
    .where('lesson_id', '=', lessonId)
    .executeTakeFirst();
}

/** The live lessons' starts of each course, earliest first. */
export async function liveTimes(db: Db, courseIds: number[]): Promise<Map<number, string[]>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('course_lessons')
    .select(['course_id', 'live_at'])
    .where('course_id', 'in', courseIds)
    .where('kind', '=', 'live')
    .where('live_at', 'is not', null)
    .orderBy('live_at')
    .execute();
  return groupBy(
    rows,
    (row) => row.course_id,
    (row) => row.live_at!,
  );
}

/** The file extension of each document lesson's file (svg, pdf …). */
export async function documentTypes(db: Db, lessonIds: number[]): Promise<Map<number, string>> {
  if (lessonIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('course_documents')
    .select(['lesson_id', 'file_name'])
    .where('lesson_id', 'in', lessonIds)
    .execute();
  return new Map(
    rows.map((row) => [row.lesson_id, row.file_name.split('.').pop()?.toLowerCase() ?? '']),
  );
}
