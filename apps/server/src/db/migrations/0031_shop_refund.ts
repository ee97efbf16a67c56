import { sql, type Kysely } from 'kysely';
import { withIdColumn } from './helpers.ts';

/**
 * Refunds of shop orders, asked for by finance in the console. One per order (a full refund),
 * named at the gateway by refund_no, so asking the gateway again after a timeout or a PROCESSING
 * answer asks after the same refund instead of paying twice. status: processing (asked, not yet
 * confirmed), success, failed (the gateway refused; finance may ask again).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('shop_refund'))
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().unique().references('shop_order.id').onDelete('cascade'),
    )
    .addColumn('refund_no', 'varchar(40)', (col) => col.notNull().unique())
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('reason', 'varchar(200)', (col) => col.notNull())
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('failure', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (col) => col.notNull())
    .addColumn('created_by_name', 'varchar(40)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('refunded_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addCheckConstraint('shop_refund_status', sql`status in ('processing', 'success', 'failed')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shop_refund').execute();
}
