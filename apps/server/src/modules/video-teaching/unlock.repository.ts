import type { Selectable } from 'kysely';
import type { Db, VtUnlockTable } from '../../db/database.ts';

export type UnlockRow = Selectable<VtUnlockTable>;

/** The learner's unlocks among these lectures, by lecture. */
export async function findUnlocks(
  db: Db,
  userId: number,
  lectureIds: number[],
): Promise<Map<number, UnlockRow>> {
  if (lectureIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('vt_unlock')
    .selectAll()
    .where('user_id', '=', userId)
    .where('lecture_id', 'in', [...new Set(lectureIds)])
    .execute();
  return new Map(rows.map((row) => [row.lecture_id, row]));
}

export async function findUnlock(
  db: Db,
  userId: number,
  lectureId: number,
): Promise<UnlockRow | undefined> {
  return (await findUnlocks(db, userId, [lectureId])).get(lectureId);
}

/** The lectures the cards paid for, by card. */
export async function findUnlocksByCard(
  db: Db,
  cardIds: number[],
): Promise<Map<number, UnlockRow>> {
  if (cardIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('vt_unlock')
    .selectAll()
    .where('card_id', 'in', cardIds)
    .execute();
  return new Map(rows.map((row) => [row.card_id, row]));
}

export async function insertUnlock(
  db: Db,
  values: { user_id: number; lecture_id: number; card_id: number; created_at: string },
): Promise<UnlockRow> {
  return db.insertInto('vt_unlock').values(values).returningAll().executeTakeFirstOrThrow();
}
