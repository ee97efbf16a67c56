import type { Kysely } from 'kysely';

/**
 * Money that arrives for a VIP order that could no longer be applied (status `refund`) is sent
 * back from the console through the gateway it came by. The refund lives on the order: its number
 * (R + the order's, so asking the gateway again never pays twice), its state (processing,
 * success, failed), the reason the buyer reads, the gateway's refusal, who sent it and when it
 * succeeded. A refunded order's status becomes `refunded`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column a statement: SQLite alters a table one column at a time.
  for (const [name, type] of [
    ['refund_no', 'varchar(40)'],
    ['refund_state', 'varchar(12)'],
    ['refund_by', 'integer'],
    ['refunded_at', 'varchar(32)'],
  ] as const) {
    await db.schema.alterTable('vip_order').addColumn(name, type).execute();
  }
  await db.schema
    .alterTable('vip_order')
    .addColumn('refund_reason', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('vip_order')
    .addColumn('refund_failure', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'refund_failure',
    'refund_reason',
    'refunded_at',
    'refund_by',
    'refund_state',
    'refund_no',
  ]) {
    await db.schema.alterTable('vip_order').dropColumn(name).execute();
  }
}
