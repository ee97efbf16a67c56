import type { Kysely } from 'kysely';

/**
 * Site-wide switches staff change while the site runs (the home page's mourning grey first).
 * One row per setting, its value JSON-encoded; a setting without a row takes its default from
 * the environment, so a fresh database behaves as configured until someone flips the switch.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_setting')
    .addColumn('key', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('app_user.id').onDelete('set null'))
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_setting').execute();
}
