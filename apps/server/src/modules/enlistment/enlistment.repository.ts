import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { EDUCATION_LEVELS, type EducationLevel } from '@shangan/shared';
import type {
  Db,
  EnlistExamTable,
  EnlistmentTable,
  EnlistPositionTable,
} from '../../db/database.ts';

export type ExamRow = Selectable<EnlistExamTable>;
export type PositionRow = Selectable<EnlistPositionTable>;
export type EnlistmentRow = Selectable<EnlistmentTable>;

export interface ExamStats {
  positionCount: number;
  quotaTotal: number;
  /** Work locations, in the order the table lists them. */
  regions: string[];
}

export function listExams(db: Db): Promise<ExamRow[]> {
  return db.selectFrom('enlist_exam').selectAll().orderBy('sort_order').orderBy('id').execute();
}

export function findExam(db: Db, id: number): Promise<ExamRow | undefined> {
  return db.selectFrom('enlist_exam').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Positions, places and work locations of each exam (a few dozen groups per exam). */
export async function examStats(db: Db, examIds: number[]): Promise<Map<number, ExamStats>> {
  const stats = new Map<number, ExamStats>();
  if (examIds.length === 0) return stats;
  const rows = await db
    .selectFrom('enlist_position')
    .select((eb) => [
      'exam_id',
      'region',
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>('quota').as('quota'),
      eb.fn.min<number>('sort_order').as('first'),
    ])
    .where('exam_id', 'in', examIds)
    .groupBy(['exam_id', 'region'])
    .execute();
  rows.sort((a, b) => Number(a.first) - Number(b.first));
  for (const row of rows) {
    const entry = stats.get(row.exam_id) ?? { positionCount: 0, quotaTotal: 0, regions: [] };
    entry.positionCount += Number(row.n);
    entry.quotaTotal += Number(row.quota);
    entry.regions.push(row.region);
    stats.set(row.exam_id, entry);
  }
  return stats;
}

export interface PositionQuery {
  examId: number;
  keyword?: string | undefined;
  /** The candidate's education: positions they may apply to with it. */
  education?: EducationLevel | undefined;
  region?: string | undefined;
  page: number;
  pageSize: number;
}

/** `%` and `_` in a keyword are letters to look for, not wildcards. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchPositions(
  db: Db,
  query: PositionQuery,
): Promise<{ rows: PositionRow[]; total: number }> {
  let base = db.selectFrom('enlist_position').where('exam_id', '=', query.examId);
  const keyword = query.keyword?.trim();
  if (keyword) {
    const pattern = likePattern(keyword);
    const like = (column: string) => sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;
    base = base.where((eb) =>
      eb.or([
        eb(sql`upper(code)`, '=', keyword.toUpperCase()),
        like('department'),
        like('unit'),
        like('position_name'),
        like('major'),
        like('location'),
      ]),
    );
  }
  if (query.education) {
    // Any level up to the candidate's; a position taking only one level needs exactly it.
    const level = query.education;
    const upTo = EDUCATION_LEVELS.slice(0, EDUCATION_LEVELS.indexOf(level) + 1);
    base = base
      .where('education_min', 'in', upTo)
      .where((eb) => eb.or([eb('education_only', '=', 0), eb('education_min', '=', level)]));
  }
  if (query.region) base = base.where('region', '=', query.region);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('sort_order')
      .orderBy('id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findPositionByCode(db: Db, code: string): Promise<PositionRow | undefined> {
  return db.selectFrom('enlist_position').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function findPositions(db: Db, ids: number[]): Promise<Map<number, PositionRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('enlist_position').selectAll().where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export function findEnlistment(db: Db, id: number): Promise<EnlistmentRow | undefined> {
  return db.selectFrom('enlistment').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findEnlistmentFor(
  db: Db,
  userId: number,
  examId: number,
): Promise<EnlistmentRow | undefined> {
  return db
    .selectFrom('enlistment')
    .selectAll()
    .where('user_id', '=', userId)
    .where('exam_id', '=', examId)
    .executeTakeFirst();
}

export function listEnlistments(db: Db, userId: number): Promise<EnlistmentRow[]> {
  return db
    .selectFrom('enlistment')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function insertEnlistment(
  db: Db,
  values: Insertable<EnlistmentTable>,
): Promise<EnlistmentRow> {
  return db.insertInto('enlistment').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Changes an enlistment that is still unpaid; answers false when it was paid meanwhile. */
export async function updateUnpaid(
  db: Db,
  id: number,
  changes: Updateable<EnlistmentTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('enlistment')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', 'unpaid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records the fee's new order on an unpaid enlistment whose order is still `previousOrderId`:
 * of two parallel 缴费 clicks only the first links its order (the other's rolls back).
 */
export async function linkOrder(
  db: Db,
  id: number,
  previousOrderId: number | null,
  orderId: number,
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('enlistment')
    .set({ order_id: orderId, updated_at: nowIso })
    .where('id', '=', id)
    .where('status', '=', 'unpaid')
    .where('order_id', previousOrderId === null ? 'is' : '=', previousOrderId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The shop order of a person's enlistment fee, for 我的订单 narrowed to the enlistment: the one
 * the enlistment holds now (a replaced, lapsed order is not kept on it).
 */
export async function feeOrderIds(db: Db, userId: number, enlistmentId: number): Promise<number[]> {
  const row = await db
    .selectFrom('enlistment')
    .select('order_id')
    .where('id', '=', enlistmentId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.order_id ? [row.order_id] : [];
}

/** unpaid → paid for the enlistment whose fee this order is; answers whether one moved. */
export async function markPaidByOrder(
  db: Db,
  orderId: number,
  paidAt: string,
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('enlistment')
    .set({ status: 'paid', paid_at: paidAt, updated_at: nowIso })
    .where('order_id', '=', orderId)
    .where('status', '=', 'unpaid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
