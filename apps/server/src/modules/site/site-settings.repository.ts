import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database>;

export function storedSettings(db: Db) {
  return db.selectFrom('site_setting').select(['key', 'value']).execute();
}

/** Insert or replace one setting: a single statement, so two staff members racing stay whole. */
export async function storeSetting(
  db: Db,
  key: string,
  value: string,
  updatedBy: number | null,
): Promise<void> {
  const row = { key, value, updated_by: updatedBy, updated_at: new Date().toISOString() };
  await db
    .insertInto('site_setting')
    .values(row)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        value: row.value,
        updated_by: row.updated_by,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

/** The newest stored change, and who made it (as staff are named). */
export function latestSettingChange(db: Db) {
  return db
    .selectFrom('site_setting')
    .leftJoin('app_user', 'app_user.id', 'site_setting.updated_by')
    .select(['site_setting.updated_at', 'app_user.realname', 'app_user.nick_name'])
    .orderBy('site_setting.updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
