import type { Kysely } from 'kysely';
import type { Database, SupportMessageTable } from '../../db/database.ts';
import type { Insertable } from 'kysely';

type Db = Kysely<Database>;

export async function insertMessage(db: Db, row: Insertable<SupportMessageTable>): Promise<number> {
  const inserted = await db
    .insertInto('support_message')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export function selectMessages(
  db: Db,
  filter: { status?: string | undefined; offset: number; limit: number },
) {
  let query = db.selectFrom('support_message').selectAll();
  if (filter.status) query = query.where('status', '=', filter.status);
  return query
    .orderBy('created_at')
    .orderBy('id')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
}

export async function countMessages(db: Db, status?: string): Promise<number> {
  let query = db.selectFrom('support_message').select((eb) => eb.fn.countAll<number>().as('n'));
  if (status) query = query.where('status', '=', status);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export async function updateMessageStatus(
  db: Db,
  id: number,
  change: { status: string; handled_by: number | null; handled_at: string; staff_note: string },
): Promise<boolean> {
  const result = await db
    .updateTable('support_message')
    .set(change)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The names a logged-in visitor's account carries, to sign their message with. */
export function findAccountNames(db: Db, userId: number) {
  return db
    .selectFrom('app_user')
    .select(['realname', 'nick_name', 'user_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export function findMessage(db: Db, id: number) {
  return db.selectFrom('support_message').selectAll().where('id', '=', id).executeTakeFirst();
}
