import type { Db } from '../../db/database.ts';

/**
 * The few question-bank rows this module reads that the bank's public file does not offer:
 * subject names, and for the demo seed the questions filed under a knowledge point. Read only;
 * the bank writes them.
 */
export async function findSubjectsByIds(
  db: Db,
  ids: number[],
): Promise<Map<number, { id: number; name: string; description: string; sort_order: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('qb_subject')
    .select(['id', 'name', 'description', 'sort_order'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export function findSubjectByName(db: Db, name: string) {
  return db.selectFrom('qb_subject').select('id').where('name', '=', name).executeTakeFirst();
}

/** Free top-level questions under a knowledge point, oldest first: what a lecture may explain. */
export async function findFreeQuestionIds(db: Db, catalogueId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('qb_question')
    .select('id')
    .where('catalogue_id', '=', catalogueId)
    .where('parent_id', 'is', null)
    .where('vip_only', '=', 0)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}
