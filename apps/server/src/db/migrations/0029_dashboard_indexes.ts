import type { Kysely } from 'kysely';

/**
 * The console's dashboard counts one day of answers, payments and registrations. Without these
 * it would read every answer ever given (millions on a real site) each time it is opened; with
 * them it reads the day's rows alone. The answer index costs each answer one more index entry.
 */
const INDEXES = [
  ['qb_answer_created', 'qb_answer', 'created_at'],
  ['shop_order_paid', 'shop_order', 'paid_at'],
  ['vip_order_paid', 'vip_order', 'paid_at'],
  ['app_user_created', 'app_user', 'created_at'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, column] of INDEXES) {
    await db.schema.createIndex(name).on(table).column(column).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
