import type { Insertable, Updateable } from 'kysely';
import type { Db, FeedbackTable } from '../../db/database.ts';

export function insertFeedback(db: Db, row: Insertable<FeedbackTable>) {
  return db.insertInto('feedback').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function countFeedbackSince(db: Db, userId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function selectFeedbackOf(db: Db, userId: number, offset: number, limit: number) {
  return db
    .selectFrom('feedback')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countFeedbackOf(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The inbox with the member's names and the replier's; waiting ones oldest first. */
export function selectInbox(
  db: Db,
  filter: { status?: string | undefined; id?: number },
  offset: number,
  limit: number,
) {
  let query = db
    .selectFrom('feedback')
    .innerJoin('app_user as member', 'member.id', 'feedback.user_id')
    .leftJoin('app_user as staff', 'staff.id', 'feedback.replied_by')
    .selectAll('feedback')
    .select([
      'member.nick_name as member_nick',
      'member.user_name as member_user_name',
      'member.phone as member_phone',
      'staff.realname as staff_realname',
      'staff.nick_name as staff_nick',
    ]);
  if (filter.status) query = query.where('feedback.status', '=', filter.status);
  if (filter.id !== undefined) query = query.where('feedback.id', '=', filter.id);
  query =
    filter.status === 'pending'
      ? query.orderBy('feedback.id', 'asc')
      : query.orderBy('feedback.id', 'desc');
  return query.offset(offset).limit(limit).execute();
}

export async function countInbox(db: Db, status?: string): Promise<number> {
  let query = db.selectFrom('feedback').select((eb) => eb.fn.countAll<number>().as('n'));
  if (status) query = query.where('status', '=', status);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export function findFeedback(db: Db, id: number) {
  return db.selectFrom('feedback').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateFeedback(db: Db, id: number, change: Updateable<FeedbackTable>) {
  await db.updateTable('feedback').set(change).where('id', '=', id).execute();
}
