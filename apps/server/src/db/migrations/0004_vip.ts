import type { Kysely } from 'kysely';
import { withIdColumn } from './helpers.ts';

/**
 * VIP membership: product groups (tiers) with benefits and packages, course
 * advisers, orders, and the membership each paying user holds. Money is integer fen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('vip_product'))
    .addColumn('name', 'varchar(32)', (col) => col.notNull())
    .addColumn('icon', 'text', (col) => col.notNull().defaultTo(''))
    // The tier's rank, copied to app_user.weight on purchase; 20 is the top (diamond) tier.
    .addColumn('weight', 'integer', (col) => col.notNull().unique())
    .addColumn('is_change', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('vip_benefit'))
    .addColumn('product_id', 'integer', (col) =>
      col.notNull().references('vip_product.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(32)', (col) => col.notNull())
    .addColumn('icon', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('vip_benefit_product')
    .on('vip_benefit')
    .columns(['product_id', 'sort_order'])
    .execute();

  await withIdColumn(db, db.schema.createTable('vip_package'))
    .addColumn('product_id', 'integer', (col) =>
      col.notNull().references('vip_product.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(32)', (col) => col.notNull())
    .addColumn('days', 'integer', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    // The promotional price; null when the package sells at `price`.
    .addColumn('discount_amount', 'integer')
    .addColumn('show_origin_price', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_activity', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('intro', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('description', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    // Rank inside the tier: a package change may only go to a higher level.
    .addColumn('level', 'integer', (col) => col.notNull())
    .addColumn('on_sale', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('vip_package_product')
    .on('vip_package')
    .columns(['product_id', 'sort_order'])
    .execute();

  await withIdColumn(db, db.schema.createTable('course_adviser'))
    .addColumn('name', 'varchar(32)', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  // The adviser looking after a learner: whoever closed their latest VIP deal.
  await db.schema
    .createTable('user_course_adviser')
    .addColumn('user_id', 'integer', (col) =>
      col.primaryKey().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('adviser_id', 'integer', (col) =>
      col.notNull().references('course_adviser.id').onDelete('cascade'),
    )
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  // What a package change or upgrade deducts from: the package the current membership was
  // bought with, its effective price and its length. app_user keeps tier and expiry.
  await db.schema
    .createTable('vip_membership')
    .addColumn('user_id', 'integer', (col) =>
      col.primaryKey().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (col) => col.notNull().references('vip_product.id'))
    .addColumn('package_id', 'integer', (col) => col.notNull().references('vip_package.id'))
    .addColumn('package_price', 'integer', (col) => col.notNull())
    .addColumn('package_days', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('vip_order'))
    .addColumn('order_num', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('type', 'integer', (col) => col.notNull())
    .addColumn('product_id', 'integer', (col) => col.notNull().references('vip_product.id'))
    .addColumn('package_id', 'integer', (col) => col.notNull().references('vip_package.id'))
    .addColumn('product_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('deal_customer_id', 'integer', (col) =>
      col.references('course_adviser.id').onDelete('set null'),
    )
    .addColumn('list_price', 'integer', (col) => col.notNull())
    .addColumn('deduction', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('pay_amount', 'integer', (col) => col.notNull())
    .addColumn('days', 'integer', (col) => col.notNull())
    // The membership the price was computed on; a change or upgrade is only applied to it.
    .addColumn('basis', 'varchar(80)', (col) => col.notNull())
    // unpaid → paid | expired | closed; `refund` = money arrived for an order that could no
    // longer be applied (membership changed meanwhile): an operator refunds it.
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('provider', 'varchar(16)', (col) => col.notNull())
    .addColumn('pay_url', 'varchar(512)', (col) => col.notNull().defaultTo(''))
    .addColumn('transaction_id', 'varchar(64)')
    .addColumn('vip_expires_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('paid_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('vip_order_user_created')
    .on('vip_order')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('vip_order_status_expires')
    .on('vip_order')
    .columns(['status', 'expires_at'])
    .execute();
  // One gateway payment settles at most one order.
  await db.schema
    .createIndex('vip_order_transaction')
    .on('vip_order')
    .columns(['provider', 'transaction_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vip_order').execute();
  await db.schema.dropTable('vip_membership').execute();
  await db.schema.dropTable('user_course_adviser').execute();
  await db.schema.dropTable('course_adviser').execute();
  await db.schema.dropTable('vip_package').execute();
  await db.schema.dropTable('vip_benefit').execute();
  await db.schema.dropTable('vip_product').execute();
}
