import { sql, type Kysely } from 'kysely';
import { isPostgres, withIdColumn } from './helpers.ts';

/**
 * News portal: city sub-sites, articles with tags, topics and PDF files, the search
 * index, hot-search counts, friendly links, ads, about-us content, exam calendar, home teasers,
 * daily sign-in and the tracking logs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('city_site'))
    .addColumn('name', 'varchar(32)', (col) => col.notNull())
    .addColumn('province', 'varchar(32)', (col) => col.notNull())
    // The city's directory in column URLs (/column/{cityColumnName}/list/…).
    .addColumn('dir', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('news_topic'))
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('summary', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('cover', 'varchar(512)', (col) => col.notNull().defaultTo(''))
    .addColumn('classification', 'varchar(32)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('news_topic_type')
    .addColumn('topic_id', 'integer', (col) =>
      col.notNull().references('news_topic.id').onDelete('cascade'),
    )
    .addColumn('type', 'integer', (col) => col.notNull())
    .addColumn('name', 'varchar(32)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('news_topic_type_pk', ['topic_id', 'type'])
    .execute();

  await withIdColumn(db, db.schema.createTable('news_file'))
    .addColumn('file_name', 'varchar(128)', (col) => col.notNull())
    .addColumn('mime', 'varchar(64)', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('content', isPostgres(db) ? 'bytea' : 'blob', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('news_article'))
    .addColumn('column_id', 'integer', (col) =>
      col.notNull().references('news_column.id').onDelete('cascade'),
    )
    .addColumn('city_id', 'integer', (col) => col.references('city_site.id').onDelete('set null'))
    .addColumn('topic_id', 'integer', (col) => col.references('news_topic.id').onDelete('set null'))
    .addColumn('topic_type', 'integer')
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('summary', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    // Sanitized HTML (see lib/sanitize-html.ts) and its plain text for meta and search.
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('body_text', 'text', (col) => col.notNull())
    .addColumn('cover', 'varchar(512)', (col) => col.notNull().defaultTo(''))
    .addColumn('pdf_file_id', 'integer', (col) =>
      col.references('news_file.id').onDelete('set null'),
    )
    .addColumn('source', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('author', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    .addColumn('view_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('publish_time', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  for (const [name, columns] of [
    ['news_article_column_time', ['column_id', 'publish_time']],
    ['news_article_city_time', ['city_id', 'publish_time']],
    ['news_article_time', ['publish_time']],
    ['news_article_topic', ['topic_id', 'topic_type', 'publish_time']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('news_article')
      .columns([...columns])
      .execute();
  }

  await withIdColumn(db, db.schema.createTable('news_tag'))
    .addColumn('name', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('news_article_tag')
    .addColumn('article_id', 'integer', (col) =>
      col.notNull().references('news_article.id').onDelete('cascade'),
    )
    .addColumn('tag_id', 'integer', (col) =>
      col.notNull().references('news_tag.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('news_article_tag_pk', ['article_id', 'tag_id'])
    .execute();
  await db.schema
    .createIndex('news_article_tag_tag')
    .on('news_article_tag')
    .columns(['tag_id', 'article_id'])
    .execute();

  // The search index holds pre-segmented words (jieba), space-joined, so both engines only
  // split on spaces: FTS5 with no stored content, or a tsvector under a GIN index.
  if (isPostgres(db)) {
    await db.schema
      .createTable('news_article_search')
      .addColumn('article_id', 'integer', (col) =>
        col.primaryKey().references('news_article.id').onDelete('cascade'),
      )
      .addColumn('document', sql`tsvector`, (col) => col.notNull())
      .execute();
    await sql`create index news_article_search_document on news_article_search using gin (document)`.execute(
      db,
    );
  } else {
    await sql`create virtual table news_article_search using fts5(title, body, content='', contentless_delete=1, tokenize='unicode61')`.execute(
      db,
    );
  }

  await db.schema
    .createTable('search_keyword_daily')
    .addColumn('keyword', 'varchar(100)', (col) => col.notNull())
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('search_keyword_daily_pk', ['keyword', 'day'])
    .execute();
  await db.schema
    .createIndex('search_keyword_daily_day')
    .on('search_keyword_daily')
    .column('day')
    .execute();

  await withIdColumn(db, db.schema.createTable('friendly_link'))
    .addColumn('city_id', 'integer', (col) => col.references('city_site.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', (col) => col.notNull())
    .addColumn('link', 'varchar(512)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await withIdColumn(db, db.schema.createTable('site_ad'))
    // banner (home carousel), popup (home pop-up ad), aboutUs (the about-us page's ad).
    .addColumn('position', 'varchar(16)', (col) => col.notNull())
    .addColumn('city_id', 'integer', (col) => col.references('city_site.id').onDelete('cascade'))
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('subtitle', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('image', 'varchar(512)', (col) => col.notNull().defaultTo(''))
    .addColumn('link', 'varchar(512)', (col) => col.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('start_at', 'varchar(32)')
    .addColumn('end_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('portal_about_us')
    .addColumn('portal_id', 'integer', (col) => col.primaryKey())
    .addColumn('profile', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('app_url', 'varchar(512)', (col) => col.notNull().defaultTo(''))
    .addColumn('app_profile', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('gxw_url', 'varchar(512)', (col) => col.notNull().defaultTo(''))
    .addColumn('gxw_profile', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('lxw_url', 'varchar(512)', (col) => col.notNull().defaultTo(''))
    .addColumn('lxw_profile', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('tiktok_url', 'varchar(512)', (col) => col.notNull().defaultTo(''))
    .addColumn('tiktok_profile', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('main_logo', 'varchar(512)', (col) => col.notNull().defaultTo(''))
    .addColumn('spare_logo', 'varchar(512)', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  // Corporate pages of a portal: type 2 corporate culture, type 3 history (footer links).
  await db.schema
    .createTable('portal_page')
    .addColumn('portal_id', 'integer', (col) => col.notNull())
    .addColumn('type', 'integer', (col) => col.notNull())
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('portal_page_pk', ['portal_id', 'type'])
    .execute();

  await withIdColumn(db, db.schema.createTable('exam_topic'))
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('exam_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('province', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    .addColumn('city_id', 'integer', (col) => col.references('city_site.id').onDelete('cascade'))
    // Calendar dates (Asia/Shanghai), YYYY-MM-DD.
    .addColumn('signup_start', 'varchar(10)', (col) => col.notNull())
    .addColumn('signup_end', 'varchar(10)', (col) => col.notNull())
    .addColumn('exam_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('article_id', 'integer', (col) =>
      col.references('news_article.id').onDelete('set null'),
    )
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('exam_topic_date').on('exam_topic').column('exam_date').execute();

  await withIdColumn(db, db.schema.createTable('home_recommend'))
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('subtitle', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('cover', 'varchar(512)', (col) => col.notNull().defaultTo(''))
    .addColumn('link', 'varchar(512)', (col) => col.notNull())
    .addColumn('price_fen', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await withIdColumn(db, db.schema.createTable('user_sign'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('user_sign_user_day', ['user_id', 'day'])
    .execute();

  await withIdColumn(db, db.schema.createTable('page_view_log'))
    .addColumn('user_id', 'integer', (col) => col.references('app_user.id').onDelete('set null'))
    .addColumn('path', 'varchar(512)', (col) => col.notNull())
    .addColumn('page_name', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('referrer', 'varchar(512)', (col) => col.notNull().defaultTo(''))
    .addColumn('city_id', 'integer')
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_agent', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('page_view_log_created')
    .on('page_view_log')
    .column('created_at')
    .execute();

  await withIdColumn(db, db.schema.createTable('user_pop_log'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('pop_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'user_pop_log',
    'page_view_log',
    'user_sign',
    'home_recommend',
    'exam_topic',
    'portal_page',
    'portal_about_us',
    'site_ad',
    'friendly_link',
    'search_keyword_daily',
    'news_article_search',
    'news_article_tag',
    'news_tag',
    'news_article',
    'news_file',
    'news_topic_type',
    'news_topic',
    'city_site',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
