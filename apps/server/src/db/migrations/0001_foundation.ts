import type { Kysely } from 'kysely';
import { withIdColumn } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seed_state')
    .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('loaded_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('news_column'))
    .addColumn('parent_id', 'integer', (col) =>
      col.references('news_column.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(64)', (col) => col.notNull())
    .addColumn('column_dir', 'varchar(64)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('news_column_parent_sort')
    .on('news_column')
    .columns(['parent_id', 'sort_order'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('news_column').execute();
  await db.schema.dropTable('seed_state').execute();
}
