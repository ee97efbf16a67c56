import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * qb_content_version: one counter that grows with every change to the bank's questions,
 * materials and catalogue. Each app instance keeps copies of those rows in memory and checks the
 * counter before using them, so an edit made through any instance — or by hand in the database —
 * is seen by all at their next read. Triggers raise it, so no writer can forget to; PostgreSQL
 * raises it once per statement, SQLite once per row.
 *
 * It is a row, not a sequence, so a new value is seen only with the commit that made it. On
 * PostgreSQL a transaction changing the bank holds that row until it ends: the bank's writers
 * take their advisory locks before their first write, so waiting for it closes no cycle.
 */
const WATCHED_TABLES = ['qb_question', 'qb_material', 'qb_catalogue'] as const;
const SQLITE_EVENTS = ['insert', 'update', 'delete'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('qb_content_version')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('version', 'integer', (col) => col.notNull())
    .execute();
  await sql`insert into qb_content_version (id, version) values (1, 0)`.execute(db);

  if (isPostgres(db)) {
    await sql`create function qb_content_changed() returns trigger language plpgsql as $$
      begin update qb_content_version set version = version + 1 where id = 1; return null; end $$`.execute(
      db,
    );
    for (const table of WATCHED_TABLES) {
      await sql`create trigger ${sql.raw(`${table}_content_changed`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function qb_content_changed()`.execute(db);
    }
    return;
  }
  for (const table of WATCHED_TABLES) {
    for (const event of SQLITE_EVENTS) {
      await sql`create trigger ${sql.raw(`${table}_${event}_content_changed`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin update qb_content_version set version = version + 1 where id = 1; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of WATCHED_TABLES) {
      await sql`drop trigger ${sql.raw(`${table}_content_changed`)} on ${sql.table(table)}`.execute(
        db,
      );
    }
    await sql`drop function qb_content_changed()`.execute(db);
  } else {
    for (const table of WATCHED_TABLES) {
      for (const event of SQLITE_EVENTS) {
        await sql`drop trigger ${sql.raw(`${table}_${event}_content_changed`)}`.execute(db);
      }
    }
  }
  await db.schema.dropTable('qb_content_version').execute();
}
