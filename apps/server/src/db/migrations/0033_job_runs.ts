import { sql, type Kysely } from 'kysely';
import { withIdColumn } from './helpers.ts';

/**
 * Background work the staff can see (modules/jobs): one row per piece of work asked for (a
 * lesson video to package), written in the transaction that asks for it. On the embedded
 * database the row is the queue itself; on PostgreSQL pg-boss delivers and retries the work and
 * the row is what the console reads. state: waiting, active, retrying (an attempt failed, another
 * follows), done, failed (attempts spent, or the work cannot succeed). progress: 0-100.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('job_run'))
    .addColumn('kind', 'varchar(40)', (col) => col.notNull())
    // What the work is about, for people: 课时「…」的视频.
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    // The row the work is for (lesson:12), so its page can show the latest run.
    .addColumn('target', 'varchar(60)', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('state', 'varchar(10)', (col) => col.notNull())
    .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (col) => col.notNull())
    // When the embedded queue may take it up (again).
    .addColumn('run_after', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_error', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('started_at', 'varchar(32)')
    .addColumn('finished_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addCheckConstraint(
      'job_run_state',
      sql`state in ('waiting', 'active', 'retrying', 'done', 'failed')`,
    )
    .addCheckConstraint('job_run_progress', sql`progress between 0 and 100`)
    .execute();
  await db.schema
    .createIndex('job_run_pending')
    .on('job_run')
    .columns(['state', 'run_after'])
    .execute();
  await db.schema.createIndex('job_run_target').on('job_run').columns(['target', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_run').execute();
}
