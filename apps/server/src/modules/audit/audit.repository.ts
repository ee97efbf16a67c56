import type { Insertable } from 'kysely';
import type { AuditLogTable, Db } from '../../db/database.ts';

export async function insertAuditRow(db: Db, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

export interface AuditFilter {
  entity?: string | undefined;
  entityId?: string | undefined;
}

function filtered(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('audit_log');
  if (filter.entity) query = query.where('entity', '=', filter.entity);
  if (filter.entityId) query = query.where('entity_id', '=', filter.entityId);
  return query;
}

export function selectAuditRows(db: Db, filter: AuditFilter, offset: number, limit: number) {
  return filtered(db, filter)
    .selectAll()
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countAuditRows(db: Db, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How a staff member is named in the log: their real name, else nickname, user name, phone. */
export async function findActorName(db: Db, userId: number): Promise<string> {
  const row = await db
    .selectFrom('app_user')
    .select(['realname', 'nick_name', 'user_name', 'phone'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const name = row?.realname || row?.nick_name || row?.user_name || row?.phone || `#${userId}`;
  return [...name].slice(0, 40).join('');
}
