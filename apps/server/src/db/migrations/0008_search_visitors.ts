import type { Kysely } from 'kysely';

/**
 * Hot searches count people, not requests: one row per word, Asia/Shanghai day and visitor
 * (a keyed hash of the user id or client address, never the address itself). The unique key
 * makes a second search by the same visitor a no-op on every instance sharing the database;
 * search_keyword_daily.count then holds the number of distinct visitors. Rows of past days
 * are pruned by the recorder.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_keyword_visitor')
    .addColumn('keyword', 'varchar(100)', (col) => col.notNull())
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('visitor', 'varchar(64)', (col) => col.notNull())
    .addPrimaryKeyConstraint('search_keyword_visitor_pk', ['keyword', 'day', 'visitor'])
    .execute();
  await db.schema
    .createIndex('search_keyword_visitor_day')
    .on('search_keyword_visitor')
    .column('day')
    .execute();

  // The old recorder stored whatever was typed (punctuation included) once per request; such
  // keywords are never recorded again and must not linger in the hot list. Plain words stay.
  const rows = await (db as Kysely<CleanupDb>)
    .selectFrom('search_keyword_daily')
    .select('keyword')
    .distinct()
    .execute();
  const typed = rows.map((row) => row.keyword).filter((keyword) => /[^\p{L}\p{N}]/u.test(keyword));
  for (let i = 0; i < typed.length; i += 500) {
    await (db as Kysely<CleanupDb>)
      .deleteFrom('search_keyword_daily')
      .where('keyword', 'in', typed.slice(i, i + 500))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_keyword_visitor').execute();
}

interface CleanupDb {
  search_keyword_daily: { keyword: string; day: string; count: number };
}
