import type { Kysely } from 'kysely';
import { withIdColumn } from './helpers.ts';

/**
 * Short answers: people's roles (graders), upload grants and uploaded pictures, and
 * one answer per learner and question with its grading. Kept apart from qb_answer, whose rows
 * belong to practice attempts that short answers never join.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_user_role')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    // grader or admin.
    .addColumn('role', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('app_user_role_pk', ['user_id', 'role'])
    .execute();

  // A directory web/questionBankWeb/{ts}/{random}/ handed to one user with upload credentials.
  await withIdColumn(db, db.schema.createTable('sa_upload_grant'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('dir', 'varchar(80)', (col) => col.notNull().unique())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  // One object: pending from its presign until its bytes are checked (jpg, png or gif).
  await withIdColumn(db, db.schema.createTable('sa_upload'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('object_key', 'varchar(200)', (col) => col.notNull().unique())
    .addColumn('content_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('declared_size', 'integer', (col) => col.notNull())
    .addColumn('size', 'integer')
    // pending, verified, rejected.
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('verified_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('sa_upload_user_created')
    .on('sa_upload')
    .columns(['user_id', 'created_at'])
    .execute();

  await withIdColumn(db, db.schema.createTable('sa_answer'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'integer', (col) =>
      col.notNull().references('qb_question.id').onDelete('cascade'),
    )
    .addColumn('answer', 'text', (col) => col.notNull())
    // JSON array of canonical picture URLs.
    .addColumn('urls', 'text', (col) => col.notNull().defaultTo('[]'))
    // draft, submitted, graded.
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('saved_at', 'varchar(32)', (col) => col.notNull())
    // The client's rising save number (ms-based, so bigint): an older save arriving late loses.
    .addColumn('rev', 'bigint')
    .addColumn('submitted_at', 'varchar(32)')
    // Points × 10, like qb_question.score_tenths.
    .addColumn('user_score_tenths', 'integer')
    // Sanitized HTML.
    .addColumn('check_note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('grader_id', 'integer', (col) => col.references('app_user.id').onDelete('set null'))
    .addColumn('graded_at', 'varchar(32)')
    // The grader holding the answer; the lock lapses at lock_expires_at.
    .addColumn('lock_user_id', 'integer', (col) =>
      col.references('app_user.id').onDelete('set null'),
    )
    .addColumn('lock_expires_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('sa_answer_user_question', ['user_id', 'question_id'])
    .execute();
  await db.schema
    .createIndex('sa_answer_queue')
    .on('sa_answer')
    .columns(['status', 'submitted_at'])
    .execute();
  await db.schema
    .createIndex('sa_answer_question_status')
    .on('sa_answer')
    .columns(['question_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sa_answer', 'sa_upload', 'sa_upload_grant', 'app_user_role']) {
    await db.schema.dropTable(table).execute();
  }
}
