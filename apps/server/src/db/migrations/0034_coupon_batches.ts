import type { Kysely } from 'kysely';

/**
 * Coupons handed out from the console name their batch, so a batch sent again (a double click,
 * a retry after a timeout) hands nobody a second coupon: one per person, kind and batch. Coupons
 * handed out otherwise (seeds, sign-up gifts) keep a null batch, which the index does not count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shop_user_coupon').addColumn('issue_batch', 'varchar(36)').execute();
  await db.schema
    .createIndex('shop_user_coupon_batch')
    .on('shop_user_coupon')
    .columns(['template_id', 'user_id', 'issue_batch'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('shop_user_coupon_batch').execute();
  await db.schema.alterTable('shop_user_coupon').dropColumn('issue_batch').execute();
}
