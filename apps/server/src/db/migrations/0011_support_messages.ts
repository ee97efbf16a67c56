import type { Kysely } from 'kysely';
import { withIdColumn } from './helpers.ts';

/**
 * Messages visitors leave through the side toolbar's 留言 form when no chat service is
 * configured. Staff answer them from the console: open ones first, oldest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('support_message'))
    .addColumn('user_id', 'integer', (col) => col.references('app_user.id').onDelete('set null'))
    .addColumn('name', 'varchar(20)', (col) => col.notNull())
    .addColumn('phone', 'varchar(20)', (col) => col.notNull())
    .addColumn('topic', 'varchar(16)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('page_url', 'varchar(512)', (col) => col.notNull().defaultTo(''))
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('open'))
    .addColumn('handled_by', 'integer', (col) => col.references('app_user.id').onDelete('set null'))
    .addColumn('handled_at', 'varchar(32)')
    .addColumn('staff_note', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('support_message_status_created')
    .on('support_message')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_message').execute();
}
