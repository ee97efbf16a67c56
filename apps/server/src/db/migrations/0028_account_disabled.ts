import type { Kysely } from 'kysely';

/**
 * An administrator may stop an account (a leaked one, a reseller sharing it): while disabled_at
 * is set no session opens for it, and stopping it ends the ones it had. The reason is for staff.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('app_user').addColumn('disabled_at', 'varchar(32)').execute();
  await db.schema
    .alterTable('app_user')
    .addColumn('disabled_reason', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('app_user').dropColumn('disabled_reason').execute();
  await db.schema.alterTable('app_user').dropColumn('disabled_at').execute();
}
