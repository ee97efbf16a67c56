import { sql, type Kysely } from 'kysely';
import { withIdColumn } from './helpers.ts';

/**
 * The shop (modules/commerce): goods of every kind with their categories, delivery addresses,
 * coupon templates and the coupons people hold, orders with their lines and state timeline, and
 * the parcel tracks read from the carrier. Money is integer fen; times ISO-8601 UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('shop_category'))
    // The kind of goods the category groups (book, course …).
    .addColumn('kind', 'varchar(24)', (col) => col.notNull())
    .addColumn('name', 'varchar(32)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  // One row per thing that can be sold. Columns a kind does not use keep their defaults; a
  // course or coaching product points at its own row elsewhere through ref_id.
  await withIdColumn(db, db.schema.createTable('shop_goods'))
    // book, course, course_package, enlist_service, deposit, coaching.
    .addColumn('kind', 'varchar(24)', (col) => col.notNull())
    .addColumn('category_id', 'integer', (col) =>
      col.references('shop_category.id').onDelete('set null'),
    )
    .addColumn('ref_id', 'integer')
    .addColumn('title', 'varchar(80)', (col) => col.notNull())
    .addColumn('subtitle', 'varchar(120)', (col) => col.notNull().defaultTo(''))
    .addColumn('sku', 'varchar(40)', (col) => col.unique())
    .addColumn('price', 'integer', (col) => col.notNull().check(sql`price > 0`))
    // The printed price, shown struck through; null when the goods sells at it.
    .addColumn('original_price', 'integer')
    // Null: not counted (services, courses); decremented by the order that takes it.
    .addColumn('stock', 'integer', (col) => col.check(sql`stock >= 0`))
    .addColumn('sales', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_per_order', 'integer', (col) => col.notNull().defaultTo(10))
    .addColumn('needs_shipping', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('weight_grams', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('cover_url', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('cover_width', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('cover_height', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('author', 'varchar(80)', (col) => col.notNull().defaultTo(''))
    .addColumn('publisher', 'varchar(80)', (col) => col.notNull().defaultTo(''))
    .addColumn('isbn', 'varchar(20)', (col) => col.notNull().defaultTo(''))
    .addColumn('edition', 'varchar(40)', (col) => col.notNull().defaultTo(''))
    .addColumn('published_on', 'varchar(7)', (col) => col.notNull().defaultTo(''))
    .addColumn('pages', 'integer', (col) => col.notNull().defaultTo(0))
    // Plain text, paragraphs separated by a blank line.
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    // JSON array of chapter titles.
    .addColumn('contents', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('on_sale', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('shop_goods_kind_category')
    .on('shop_goods')
    .columns(['kind', 'category_id', 'sort_order'])
    .execute();

  await withIdColumn(db, db.schema.createTable('shop_address'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(20)', (col) => col.notNull())
    .addColumn('phone', 'varchar(11)', (col) => col.notNull())
    .addColumn('province_code', 'varchar(2)', (col) => col.notNull())
    .addColumn('province_name', 'varchar(20)', (col) => col.notNull())
    .addColumn('city_code', 'varchar(4)', (col) => col.notNull())
    .addColumn('city_name', 'varchar(30)', (col) => col.notNull())
    .addColumn('district_code', 'varchar(9)', (col) => col.notNull())
    .addColumn('district_name', 'varchar(30)', (col) => col.notNull())
    .addColumn('detail', 'varchar(100)', (col) => col.notNull())
    .addColumn('postcode', 'varchar(6)', (col) => col.notNull().defaultTo(''))
    .addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('shop_address_user')
    .on('shop_address')
    .columns(['user_id', 'is_default'])
    .execute();

  await withIdColumn(db, db.schema.createTable('shop_coupon_template'))
    .addColumn('name', 'varchar(40)', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('min_spend', 'integer', (col) => col.notNull().defaultTo(0))
    // all, kind (scope_kind names it) or goods (shop_coupon_goods lists them).
    .addColumn('scope', 'varchar(8)', (col) => col.notNull())
    .addColumn('scope_kind', 'varchar(24)')
    // A coupon handed out is valid from its own issue for this many days, or between the
    // template's dates when valid_days is null.
    .addColumn('valid_days', 'integer')
    .addColumn('valid_from', 'varchar(32)')
    .addColumn('valid_until', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('shop_coupon_goods')
    .addColumn('template_id', 'integer', (col) =>
      col.notNull().references('shop_coupon_template.id').onDelete('cascade'),
    )
    .addColumn('goods_id', 'integer', (col) =>
      col.notNull().references('shop_goods.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('shop_coupon_goods_pk', ['template_id', 'goods_id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('shop_order'))
    .addColumn('order_num', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    // The kind of the goods ordered (the first line's).
    .addColumn('kind', 'varchar(24)', (col) => col.notNull())
    .addColumn('title', 'varchar(120)', (col) => col.notNull())
    // unpaid → paid → shipped → received; unpaid → closed; paid → refunding → refunded.
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('goods_amount', 'integer', (col) => col.notNull())
    .addColumn('freight', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('discount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('pay_amount', 'integer', (col) => col.notNull().check(sql`pay_amount > 0`))
    .addColumn('coupon_id', 'integer')
    .addColumn('coupon_name', 'varchar(40)')
    .addColumn('needs_shipping', 'integer', (col) => col.notNull().defaultTo(0))
    // The recipient as it was when the order was placed; later edits of the address book
    // do not move a parcel.
    .addColumn('recv_name', 'varchar(20)')
    .addColumn('recv_phone', 'varchar(11)')
    .addColumn('recv_address', 'varchar(200)')
    .addColumn('recv_postcode', 'varchar(6)')
    .addColumn('remark', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('provider', 'varchar(16)', (col) => col.notNull())
    .addColumn('pay_url', 'varchar(512)', (col) => col.notNull().defaultTo(''))
    .addColumn('transaction_id', 'varchar(64)')
    .addColumn('ship_company', 'varchar(32)')
    .addColumn('tracking_number', 'varchar(32)')
    .addColumn('closed_reason', 'varchar(32)')
    // The buyer removed the closed order from their list; kept for the books.
    .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('paid_at', 'varchar(32)')
    .addColumn('shipped_at', 'varchar(32)')
    .addColumn('received_at', 'varchar(32)')
    .addColumn('closed_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('shop_order_user_created')
    .on('shop_order')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('shop_order_status_expires')
    .on('shop_order')
    .columns(['status', 'expires_at'])
    .execute();
  // One gateway payment settles at most one order.
  await db.schema
    .createIndex('shop_order_transaction')
    .on('shop_order')
    .columns(['provider', 'transaction_id'])
    .unique()
    .execute();

  await withIdColumn(db, db.schema.createTable('shop_order_line'))
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().references('shop_order.id').onDelete('cascade'),
    )
    .addColumn('goods_id', 'integer', (col) => col.notNull().references('shop_goods.id'))
    .addColumn('kind', 'varchar(24)', (col) => col.notNull())
    .addColumn('title', 'varchar(80)', (col) => col.notNull())
    .addColumn('cover_url', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('amount', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('shop_order_line_order')
    .on('shop_order_line')
    .column('order_id')
    .execute();

  // The coupons people hold. `used` with an order id while that order holds it; closing the
  // unpaid order hands it back.
  await withIdColumn(db, db.schema.createTable('shop_user_coupon'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('template_id', 'integer', (col) =>
      col.notNull().references('shop_coupon_template.id'),
    )
    // available or used; expired is read from valid_until.
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('valid_from', 'varchar(32)', (col) => col.notNull())
    .addColumn('valid_until', 'varchar(32)', (col) => col.notNull())
    .addColumn('order_id', 'integer', (col) => col.references('shop_order.id').onDelete('set null'))
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('shop_user_coupon_user')
    .on('shop_user_coupon')
    .columns(['user_id', 'status', 'valid_until'])
    .execute();

  // What happened to an order, oldest first: the timeline of the order page.
  await withIdColumn(db, db.schema.createTable('shop_order_event'))
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().references('shop_order.id').onDelete('cascade'),
    )
    .addColumn('state', 'varchar(16)', (col) => col.notNull())
    .addColumn('text', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('shop_order_event_order')
    .on('shop_order_event')
    .column('order_id')
    .execute();

  // The carrier's answer for one parcel, kept so it is asked at most once per interval
  // (queried_at is claimed before the query is sent).
  await withIdColumn(db, db.schema.createTable('shop_parcel_track'))
    .addColumn('company', 'varchar(32)', (col) => col.notNull())
    .addColumn('tracking_number', 'varchar(32)', (col) => col.notNull())
    .addColumn('state', 'integer')
    // JSON array of { time, context, location }, newest first.
    .addColumn('traces', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('queried_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('shop_parcel_track_parcel', ['company', 'tracking_number'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'shop_parcel_track',
    'shop_order_event',
    'shop_user_coupon',
    'shop_order_line',
    'shop_order',
    'shop_coupon_goods',
    'shop_coupon_template',
    'shop_address',
    'shop_goods',
    'shop_category',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
