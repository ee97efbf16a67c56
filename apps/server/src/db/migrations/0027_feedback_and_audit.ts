import { sql, type Kysely } from 'kysely';
import { isPostgres, withIdColumn } from './helpers.ts';

/**
 * 意见反馈 and the console's audit log.
 *
 * feedback: what a member writes to the school (plain text, up to four screenshots as a JSON
 * array of canonical picture addresses) and the reply staff give in the console.
 *
 * audit_log: every change made in the console — who, when, what, and the row before and after as
 * JSON. It is written in the same transaction as the change and never changed afterwards: both
 * engines refuse an UPDATE or DELETE on it with a trigger, so not even a bug in our own code can
 * rewrite history. The actor is kept by id and name without a foreign key, since deleting a user
 * must not edit the rows that name them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('feedback'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('category', 'varchar(10)', (col) => col.notNull())
    .addColumn('content', 'varchar(600)', (col) => col.notNull())
    .addColumn('contact', 'varchar(60)', (col) => col.notNull().defaultTo(''))
    .addColumn('pictures', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('pending'))
    .addColumn('reply', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('replied_by', 'integer', (col) => col.references('app_user.id').onDelete('set null'))
    .addColumn('replied_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addCheckConstraint('feedback_status', sql`status in ('pending', 'replied')`)
    .execute();
  await db.schema.createIndex('feedback_user').on('feedback').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('feedback_status').on('feedback').columns(['status', 'id']).execute();

  await withIdColumn(db, db.schema.createTable('audit_log'))
    .addColumn('actor_id', 'integer', (col) => col.notNull())
    .addColumn('actor_name', 'varchar(40)', (col) => col.notNull())
    // What was done, e.g. feedback.reply; and to what: the table's entity and its id.
    .addColumn('action', 'varchar(40)', (col) => col.notNull())
    .addColumn('entity', 'varchar(40)', (col) => col.notNull())
    .addColumn('entity_id', 'varchar(40)', (col) => col.notNull())
    // JSON of the row before and after; 'null' for a row created or removed.
    .addColumn('before', 'text', (col) => col.notNull())
    .addColumn('after', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_entity')
    .on('audit_log')
    .columns(['entity', 'entity_id'])
    .execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_id']).execute();

  if (isPostgres(db)) {
    await sql`create function audit_log_frozen() returns trigger language plpgsql as $$
      begin raise exception 'audit_log rows cannot be changed'; end $$`.execute(db);
    await sql`create trigger audit_log_frozen before update or delete on audit_log
      for each row execute function audit_log_frozen()`.execute(db);
    await sql`create trigger audit_log_not_emptied before truncate on audit_log
      for each statement execute function audit_log_frozen()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit_log rows cannot be changed'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, 'audit_log rows cannot be changed'); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Dropping the table drops its triggers; PostgreSQL keeps the function.
  await db.schema.dropTable('audit_log').execute();
  if (isPostgres(db)) await sql`drop function audit_log_frozen()`.execute(db);
  await db.schema.dropTable('feedback').execute();
}
