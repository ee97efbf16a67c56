import type { Insertable, Selectable, Updateable } from 'kysely';
import type { BpProgressTable, BpRoundTable, Db } from '../../db/database.ts';

export type ProgressRow = Selectable<BpProgressTable>;
export type RoundRow = Selectable<BpRoundTable>;

export function findProgress(
  db: Db,
  userId: number,
  setId: number,
): Promise<ProgressRow | undefined> {
  return db
    .selectFrom('bp_progress')
    .selectAll()
    .where('user_id', '=', userId)
    .where('set_id', '=', setId)
    .executeTakeFirst();
}

export async function findProgressOfSets(
  db: Db,
  userId: number,
  setIds: number[],
): Promise<Map<number, ProgressRow>> {
  if (setIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('bp_progress')
    .selectAll()
    .where('user_id', '=', userId)
    .where('set_id', 'in', setIds)
    .execute();
  return new Map(rows.map((row) => [row.set_id, row]));
}

/** The learner's first question of a set starts their progress; a second start changes nothing. */
export async function insertProgressIfMissing(
  db: Db,
  values: Insertable<BpProgressTable>,
): Promise<void> {
  await db
    .insertInto('bp_progress')
    .values(values)
    .onConflict((oc) => oc.columns(['user_id', 'set_id']).doNothing())
    .execute();
}

export async function updateProgress(
  db: Db,
  userId: number,
  setId: number,
  values: Updateable<BpProgressTable>,
): Promise<void> {
  await db
    .updateTable('bp_progress')
    .set(values)
    .where('user_id', '=', userId)
    .where('set_id', '=', setId)
    .execute();
}

export async function insertRound(db: Db, values: Insertable<BpRoundTable>): Promise<void> {
  await db.insertInto('bp_round').values(values).execute();
}

/** The newest rounds of a set first. */
export function findRounds(
  db: Db,
  userId: number,
  setId: number,
  limit: number,
): Promise<RoundRow[]> {
  return db
    .selectFrom('bp_round')
    .selectAll()
    .where('user_id', '=', userId)
    .where('set_id', '=', setId)
    .orderBy('round_no', 'desc')
    .limit(limit)
    .execute();
}

export interface ProgressPageRow extends ProgressRow {
  set_name: string;
  subject_id: number;
  catalogue_id: number;
  round_size: number;
}

/** The learner's sets, latest practised first (sets taken offline included: it is their record). */
export async function findProgressPage(
  db: Db,
  userId: number,
  filter: { setId?: number; page: number; size: number },
): Promise<{ rows: ProgressPageRow[]; total: number }> {
  let base = db
    .selectFrom('bp_progress as p')
    .innerJoin('bp_set as s', 's.id', 'p.set_id')
    .where('p.user_id', '=', userId);
  if (filter.setId !== undefined) base = base.where('p.set_id', '=', filter.setId);
  const [rows, total] = await Promise.all([
    base
      .selectAll('p')
      .select(['s.name as set_name', 's.subject_id', 's.catalogue_id', 's.round_size'])
      .orderBy('p.updated_at', 'desc')
      .orderBy('p.set_id', 'desc')
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
