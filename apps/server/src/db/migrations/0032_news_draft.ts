import type { Kysely } from 'kysely';
import { withIdColumn } from './helpers.ts';

/**
 * Article drafts written in the console. They live apart from news_article, so no public
 * query can show one by forgetting a filter: publishing a draft writes the article through the
 * news module's writer and removes the draft; taking an article down turns it back into one.
 * tags: JSON array of names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('news_draft'))
    .addColumn('column_id', 'integer', (col) =>
      col.notNull().references('news_column.id').onDelete('cascade'),
    )
    .addColumn('city_id', 'integer', (col) => col.references('city_site.id').onDelete('set null'))
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('summary', 'varchar(400)', (col) => col.notNull().defaultTo(''))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('cover', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('source', 'varchar(80)', (col) => col.notNull().defaultTo(''))
    .addColumn('author', 'varchar(80)', (col) => col.notNull().defaultTo(''))
    .addColumn('tags', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('updated_by', 'integer', (col) => col.notNull())
    .addColumn('updated_by_name', 'varchar(40)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('news_draft_updated').on('news_draft').column('updated_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('news_draft').execute();
}
