import type { Insertable, Selectable } from 'kysely';
import type { BpSetTable, Db } from '../../db/database.ts';

export type SetRow = Selectable<BpSetTable>;

export const ONLINE = 'online';

export function findOnlineSet(db: Db, id: number): Promise<SetRow | undefined> {
  return db
    .selectFrom('bp_set')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', ONLINE)
    .executeTakeFirst();
}

export function findOnlineSetsOfSubject(db: Db, subjectId: number): Promise<SetRow[]> {
  return db
    .selectFrom('bp_set')
    .selectAll()
    .where('subject_id', '=', subjectId)
    .where('status', '=', ONLINE)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** Subjects that have a set online, in the question bank's order. */
export function findSubjectsWithSets(db: Db): Promise<Array<{ id: number; name: string }>> {
  return db
    .selectFrom('qb_subject as s')
    .select(['s.id', 's.name'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('bp_set as b')
          .select('b.id')
          .whereRef('b.subject_id', '=', 's.id')
          .where('b.status', '=', ONLINE),
      ),
    )
    .orderBy('s.sort_order')
    .orderBy('s.id')
    .execute();
}

export async function insertSet(db: Db, values: Insertable<BpSetTable>): Promise<number> {
  const row = await db
    .insertInto('bp_set')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A set whatever its state: records stay readable after a set goes offline. */
export function findSetAnyState(db: Db, id: number): Promise<SetRow | undefined> {
  return db.selectFrom('bp_set').selectAll().where('id', '=', id).executeTakeFirst();
}
