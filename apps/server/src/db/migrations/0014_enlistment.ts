import { sql, type Kysely } from 'kysely';
import { withIdColumn } from './helpers.ts';

/**
 * Enlistment (modules/enlistment): the exams open for enlistment, their position tables
 * (职位表) and each person's enlistment for an exam, whose service fee is a shop order. Times
 * are ISO-8601 UTC text; money lives in the shop's goods and orders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('enlist_exam'))
    .addColumn('name', 'varchar(60)', (col) => col.notNull())
    .addColumn('short_name', 'varchar(20)', (col) => col.notNull())
    // national, provincial or xuandiao (选调生).
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('intro', 'varchar(300)', (col) => col.notNull().defaultTo(''))
    .addColumn('enlist_start', 'varchar(32)', (col) => col.notNull())
    .addColumn('enlist_end', 'varchar(32)', (col) => col.notNull())
    .addColumn('exam_date', 'varchar(10)', (col) => col.notNull())
    // The enlistment service sold with the exam (shop goods of kind enlist_service).
    .addColumn('goods_id', 'integer', (col) => col.notNull().references('shop_goods.id'))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('enlist_position'))
    .addColumn('exam_id', 'integer', (col) =>
      col.notNull().references('enlist_exam.id').onDelete('cascade'),
    )
    // 职位代码: the one key the enlistment form and positionInfo know a position by.
    .addColumn('code', 'varchar(20)', (col) => col.notNull().unique())
    .addColumn('department', 'varchar(80)', (col) => col.notNull())
    .addColumn('unit', 'varchar(80)', (col) => col.notNull().defaultTo(''))
    .addColumn('position_name', 'varchar(60)', (col) => col.notNull())
    .addColumn('intro', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('quota', 'integer', (col) => col.notNull().check(sql`quota > 0`))
    // The requirement as printed, and as a rule: the lowest level taken and whether only it is.
    .addColumn('education', 'varchar(24)', (col) => col.notNull())
    .addColumn('education_min', 'varchar(12)', (col) => col.notNull())
    .addColumn('education_only', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('degree', 'varchar(24)', (col) => col.notNull())
    .addColumn('major', 'varchar(400)', (col) => col.notNull())
    // any, party or party_or_league.
    .addColumn('political_rule', 'varchar(16)', (col) => col.notNull())
    .addColumn('grassroots_years', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('other_requirements', 'varchar(300)', (col) => col.notNull().defaultTo(''))
    .addColumn('location', 'varchar(60)', (col) => col.notNull())
    // The filterable part of the location: a province (national exams) or a city.
    .addColumn('region', 'varchar(20)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('enlist_position_exam_region')
    .on('enlist_position')
    .columns(['exam_id', 'region', 'sort_order'])
    .execute();

  await withIdColumn(db, db.schema.createTable('enlistment'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('exam_id', 'integer', (col) => col.notNull().references('enlist_exam.id'))
    .addColumn('position_id', 'integer', (col) => col.notNull().references('enlist_position.id'))
    .addColumn('name', 'varchar(20)', (col) => col.notNull())
    .addColumn('id_card', 'varchar(18)', (col) => col.notNull())
    .addColumn('phone', 'varchar(11)', (col) => col.notNull())
    .addColumn('education', 'varchar(12)', (col) => col.notNull())
    .addColumn('major', 'varchar(40)', (col) => col.notNull())
    .addColumn('school', 'varchar(40)', (col) => col.notNull())
    .addColumn('political_status', 'varchar(16)', (col) => col.notNull())
    // unpaid → paid, moved by the settlement of the fee's shop order.
    .addColumn('status', 'varchar(8)', (col) => col.notNull())
    // The latest shop order of the fee (an expired one is replaced by the next).
    .addColumn('order_id', 'integer', (col) => col.references('shop_order.id').onDelete('set null'))
    .addColumn('paid_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    // One enlistment per person and exam.
    .addUniqueConstraint('enlistment_user_exam', ['user_id', 'exam_id'])
    .execute();
  await db.schema.createIndex('enlistment_order').on('enlistment').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['enlistment', 'enlist_position', 'enlist_exam']) {
    await db.schema.dropTable(table).execute();
  }
}
