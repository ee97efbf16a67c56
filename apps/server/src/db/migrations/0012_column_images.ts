import type { Kysely } from 'kysely';

/**
 * A header picture per news column, shown across the top of the column page. Empty means none:
 * staff may leave a column without one, and the page then shows the headline alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('news_column')
    .addColumn('image', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('news_column').dropColumn('image').execute();
}
