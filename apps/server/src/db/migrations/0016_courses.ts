import { sql, type Kysely } from 'kysely';
import { isPostgres, withIdColumn } from './helpers.ts';

/**
 * The online school's catalogue (modules/courses): teachers, courses (system courses, micro
 * lessons, public classes and packages of courses) with their chapters and lessons, reviews, the
 * lesson documents, the learners' enrolments and the shop orders placed for a course. A paid course is sold as shop
 * goods (kind course or course_package); money is integer fen, times ISO-8601 UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('teachers'))
    .addColumn('name', 'varchar(20)', (col) => col.notNull())
    .addColumn('title', 'varchar(40)', (col) => col.notNull().defaultTo(''))
    .addColumn('intro', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('years', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('avatar_url', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('avatar_width', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('avatar_height', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('courses'))
    // system, micro, public or package.
    .addColumn('kind', 'varchar(8)', (col) => col.notNull())
    // 行测, 申论, 面试, 公基 or 选调.
    .addColumn('subject', 'varchar(8)', (col) => col.notNull())
    // 国考, 省考, 选调生 or 事业单位.
    .addColumn('exam', 'varchar(8)', (col) => col.notNull())
    .addColumn('title', 'varchar(60)', (col) => col.notNull())
    .addColumn('subtitle', 'varchar(120)', (col) => col.notNull().defaultTo(''))
    .addColumn('cover_url', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('cover_width', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('cover_height', 'integer', (col) => col.notNull().defaultTo(0))
    // The list price, written together with the goods' price (the order is priced from the goods).
    .addColumn('price_fen', 'integer', (col) => col.notNull().check(sql`price_fen >= 0`))
    .addColumn('original_price_fen', 'integer')
    .addColumn('is_free', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_vip_free', 'integer', (col) => col.notNull().defaultTo(0))
    // Days of study after paying; 0 = no limit.
    .addColumn('validity_days', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`validity_days >= 0`),
    )
    // Seconds of every video lesson not marked 试看 that anybody may preview; 0 = none.
    .addColumn('trial_seconds', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`trial_seconds >= 0`),
    )
    // JSON arrays of strings.
    .addColumn('tags', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('highlights', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('suits', 'text', (col) => col.notNull().defaultTo('[]'))
    // Plain text, paragraphs separated by a blank line.
    .addColumn('intro', 'text', (col) => col.notNull().defaultTo(''))
    // People who bought or enrolled, on top of the number it opened with.
    .addColumn('sales', 'integer', (col) => col.notNull().defaultTo(0))
    // on_sale or off (off: not listed nor sold; those who hold it keep studying it).
    .addColumn('status', 'varchar(8)', (col) => col.notNull().defaultTo('on_sale'))
    // The shop goods a paid course is sold as; null for a free one.
    .addColumn('goods_id', 'integer', (col) => col.references('shop_goods.id').unique())
    // The adviser the course's customer service names to a person without one of their own.
    .addColumn('adviser_id', 'integer', (col) =>
      col.references('course_adviser.id').onDelete('set null'),
    )
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('published_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    // A free course costs nothing and is not sold; any other has a price.
    .addCheckConstraint(
      'courses_price_rule',
      sql`(is_free = 1 and price_fen = 0) or (is_free = 0 and price_fen > 0)`,
    )
    .execute();
  await db.schema
    .createIndex('courses_listing')
    .on('courses')
    .columns(['status', 'kind', 'subject', 'exam'])
    .execute();
  await db.schema.createIndex('courses_sales').on('courses').columns(['status', 'sales']).execute();
  await db.schema
    .createIndex('courses_published')
    .on('courses')
    .columns(['status', 'published_at'])
    .execute();

  await db.schema
    .createTable('course_teachers')
    .addColumn('course_id', 'integer', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('teacher_id', 'integer', (col) =>
      col.notNull().references('teachers.id').onDelete('cascade'),
    )
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('course_teachers_pk', ['course_id', 'teacher_id'])
    .execute();
  await db.schema
    .createIndex('course_teachers_teacher')
    .on('course_teachers')
    .column('teacher_id')
    .execute();

  // The courses a package grants.
  await db.schema
    .createTable('course_package_items')
    .addColumn('package_id', 'integer', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('course_id', 'integer', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('course_package_items_pk', ['package_id', 'course_id'])
    .addCheckConstraint('course_package_items_not_self', sql`package_id <> course_id`)
    .execute();
  await db.schema
    .createIndex('course_package_items_course')
    .on('course_package_items')
    .column('course_id')
    .execute();

  await withIdColumn(db, db.schema.createTable('course_chapters'))
    .addColumn('course_id', 'integer', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(60)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('course_chapters_course')
    .on('course_chapters')
    .columns(['course_id', 'sort_order'])
    .execute();

  await withIdColumn(db, db.schema.createTable('course_lessons'))
    .addColumn('course_id', 'integer', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('chapter_id', 'integer', (col) =>
      col.notNull().references('course_chapters.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(80)', (col) => col.notNull())
    // video, document, live or exercise.
    .addColumn('kind', 'varchar(8)', (col) => col.notNull())
    // A video's length, as its packaging measured it; 0 for other kinds.
    .addColumn('duration_seconds', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`duration_seconds >= 0`),
    )
    // 试看: open to everybody.
    .addColumn('is_trial', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    // An exercise lesson's question-bank section (qb_catalogue.id), kept as a plain number: the
    // question bank owns its rows and a section it drops leaves the lesson pointing nowhere.
    .addColumn('question_section_id', 'integer')
    // A live lesson's start.
    .addColumn('live_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('course_lessons_chapter')
    .on('course_lessons')
    .columns(['chapter_id', 'sort_order'])
    .execute();
  await db.schema
    .createIndex('course_lessons_course')
    .on('course_lessons')
    .columns(['course_id', 'sort_order'])
    .execute();

  // A document lesson's file (讲义), served only through short-lived signed addresses handed to
  // those who may open the lesson.
  await db.schema
    .createTable('course_documents')
    .addColumn('lesson_id', 'integer', (col) =>
      col.primaryKey().references('course_lessons.id').onDelete('cascade'),
    )
    .addColumn('file_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('mime', 'varchar(40)', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('content', isPostgres(db) ? 'bytea' : 'blob', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('course_reviews'))
    .addColumn('course_id', 'integer', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('rating', 'integer', (col) => col.notNull().check(sql`rating between 1 and 5`))
    .addColumn('content', 'varchar(300)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    // One review per learner and course.
    .addUniqueConstraint('course_reviews_user_course', ['course_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('course_reviews_course_time')
    .on('course_reviews')
    .columns(['course_id', 'created_at'])
    .execute();

  await withIdColumn(db, db.schema.createTable('course_enrolments'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('course_id', 'integer', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    // order (paid), free (a free course), vip (a VIP-free course, while VIP), grant (by staff).
    .addColumn('source', 'varchar(8)', (col) => col.notNull())
    // The paid shop order behind the latest purchase.
    .addColumn('order_id', 'integer', (col) => col.references('shop_order.id').onDelete('set null'))
    .addColumn('enrolled_at', 'varchar(32)', (col) => col.notNull())
    // Null: no time limit.
    .addColumn('expires_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    // One enrolment per learner and course: buying again after expiry renews it.
    .addUniqueConstraint('course_enrolments_user_course', ['user_id', 'course_id'])
    .execute();
  await db.schema
    .createIndex('course_enrolments_course')
    .on('course_enrolments')
    .column('course_id')
    .execute();

  // Every shop order placed for a course (unpaid, paid or closed): the settlement finds the
  // course through it, and 我的订单 narrowed to a course lists them.
  await db.schema
    .createTable('course_orders')
    .addColumn('order_id', 'integer', (col) =>
      col.primaryKey().references('shop_order.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('course_id', 'integer', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('course_orders_user_course')
    .on('course_orders')
    .columns(['user_id', 'course_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'course_orders',
    'course_enrolments',
    'course_reviews',
    'course_documents',
    'course_lessons',
    'course_chapters',
    'course_package_items',
    'course_teachers',
    'courses',
    'teachers',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
