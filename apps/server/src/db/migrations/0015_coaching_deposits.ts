import { sql, type Kysely } from 'kysely';
import { withIdColumn } from './helpers.ts';

/**
 * Coaching products and deposits of the shop (modules/commerce). A coaching product is a goods
 * of kind 'coaching' with its programme, coaches and time slots; an order of it holds one seat
 * of a slot (coaching_booking), counted in coaching_slot.taken, which a conditional update keeps
 * within the capacity. A deposit product is a goods of kind 'deposit' linked to the goods it is
 * paid towards; each deposit bought is a shop_deposit row, which one balance order at a time may
 * hold (used_order_id), and the order records what it deducted. Money is integer fen; times
 * ISO-8601 UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('coaching_product'))
    .addColumn('goods_id', 'integer', (col) =>
      col.notNull().unique().references('shop_goods.id').onDelete('cascade'),
    )
    // ydybs, ydyms, yddbs or yddms: the page that sells it.
    .addColumn('type', 'varchar(8)', (col) => col.notNull().unique())
    // one (一对一) or group (一对多).
    .addColumn('mode', 'varchar(8)', (col) => col.notNull())
    // written (笔试) or interview (面试).
    .addColumn('stage', 'varchar(12)', (col) => col.notNull())
    // Plain text, paragraphs separated by a blank line.
    .addColumn('intro', 'text', (col) => col.notNull().defaultTo(''))
    // JSON arrays of lines.
    .addColumn('highlights', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('suits', 'text', (col) => col.notNull().defaultTo('[]'))
    // JSON array of { title, topics: string[], minutes }.
    .addColumn('programme', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('coaching_coach'))
    .addColumn('name', 'varchar(20)', (col) => col.notNull())
    .addColumn('title', 'varchar(40)', (col) => col.notNull())
    .addColumn('years', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('speciality', 'varchar(80)', (col) => col.notNull().defaultTo(''))
    .addColumn('intro', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('avatar_url', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('avatar_width', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('avatar_height', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('coaching_product_coach')
    .addColumn('product_id', 'integer', (col) =>
      col.notNull().references('coaching_product.id').onDelete('cascade'),
    )
    .addColumn('coach_id', 'integer', (col) =>
      col.notNull().references('coaching_coach.id').onDelete('cascade'),
    )
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('coaching_product_coach_pk', ['product_id', 'coach_id'])
    .execute();

  // A time one coach teaches the product, for up to `capacity` learners. `taken` counts the
  // seats held by paid orders and unpaid ones not yet closed.
  await withIdColumn(db, db.schema.createTable('coaching_slot'))
    .addColumn('product_id', 'integer', (col) =>
      col.notNull().references('coaching_product.id').onDelete('cascade'),
    )
    .addColumn('coach_id', 'integer', (col) => col.notNull().references('coaching_coach.id'))
    .addColumn('starts_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('ends_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('capacity', 'integer', (col) => col.notNull().check(sql`capacity > 0`))
    .addColumn('taken', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addCheckConstraint('coaching_slot_seats', sql`taken >= 0 and taken <= capacity`)
    .execute();
  await db.schema
    .createIndex('coaching_slot_product_starts')
    .on('coaching_slot')
    .columns(['product_id', 'starts_at'])
    .execute();

  // The seat an order holds, and who attends. released_at: the order closed unpaid and the
  // seat went back to the slot (once).
  await withIdColumn(db, db.schema.createTable('coaching_booking'))
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().unique().references('shop_order.id').onDelete('cascade'),
    )
    .addColumn('slot_id', 'integer', (col) => col.notNull().references('coaching_slot.id'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(20)', (col) => col.notNull())
    .addColumn('phone', 'varchar(11)', (col) => col.notNull())
    .addColumn('adviser_id', 'integer')
    .addColumn('adviser_name', 'varchar(20)')
    .addColumn('released_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('coaching_booking_user_slot')
    .on('coaching_booking')
    .columns(['user_id', 'slot_id'])
    .execute();

  // A deposit product: what it is paid towards and what it takes off that goods' price.
  await withIdColumn(db, db.schema.createTable('deposit_product'))
    .addColumn('goods_id', 'integer', (col) =>
      col.notNull().unique().references('shop_goods.id').onDelete('cascade'),
    )
    .addColumn('target_goods_id', 'integer', (col) =>
      col.notNull().references('shop_goods.id').onDelete('cascade'),
    )
    .addColumn('deduct_amount', 'integer', (col) => col.notNull().check(sql`deduct_amount > 0`))
    .addColumn('intro', 'text', (col) => col.notNull().defaultTo(''))
    // JSON array of lines.
    .addColumn('rules', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  // A deposit someone ordered (order_id: its order, paid or not). used_order_id: the balance
  // order holding it, taken with a conditional update and handed back if that order closes
  // unpaid; an order paid with it keeps it for good.
  await withIdColumn(db, db.schema.createTable('shop_deposit'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('goods_id', 'integer', (col) => col.notNull().references('shop_goods.id'))
    .addColumn('target_goods_id', 'integer', (col) => col.notNull().references('shop_goods.id'))
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().unique().references('shop_order.id').onDelete('cascade'),
    )
    .addColumn('paid_amount', 'integer', (col) => col.notNull())
    // Frozen when the deposit is ordered: a later change of the product does not move it.
    .addColumn('deduct_amount', 'integer', (col) => col.notNull())
    .addColumn('used_order_id', 'integer', (col) =>
      col.references('shop_order.id').onDelete('set null'),
    )
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('shop_deposit_user_goods')
    .on('shop_deposit')
    .columns(['user_id', 'goods_id'])
    .execute();

  // What a balance order deducted, kept on the order so its figures add up after it closes.
  await db.schema.alterTable('shop_order').addColumn('deposit_id', 'integer').execute();
  await db.schema
    .alterTable('shop_order')
    .addColumn('deposit_deduction', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shop_order').dropColumn('deposit_deduction').execute();
  await db.schema.alterTable('shop_order').dropColumn('deposit_id').execute();
  for (const table of [
    'shop_deposit',
    'deposit_product',
    'coaching_booking',
    'coaching_slot',
    'coaching_product_coach',
    'coaching_coach',
    'coaching_product',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
