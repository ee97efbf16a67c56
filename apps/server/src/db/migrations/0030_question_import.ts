import { sql, type Kysely } from 'kysely';
import { withIdColumn } from './helpers.ts';

/**
 * Bulk question import from the console.
 *
 * qb_question.fingerprint: a digest of what a question says (type, stem, options, materials,
 * sub-questions) with markup and spacing normalised, so a question imported twice, or already
 * typed in by hand, is recognised. Rows written before this migration get theirs the first time
 * their subject takes an import.
 *
 * qb_import: one uploaded file. Its preview (what each question will become) is kept for the
 * teacher to read and its parsed questions (payload) wait for the commit, which empties them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('qb_question').addColumn('fingerprint', 'varchar(64)').execute();
  await db.schema
    .createIndex('qb_question_fingerprint')
    .on('qb_question')
    .columns(['subject_id', 'fingerprint'])
    .execute();

  await withIdColumn(db, db.schema.createTable('qb_import'))
    .addColumn('subject_id', 'integer', (col) =>
      col.notNull().references('qb_subject.id').onDelete('cascade'),
    )
    .addColumn('catalogue_id', 'integer', (col) =>
      col.notNull().references('qb_catalogue.id').onDelete('cascade'),
    )
    .addColumn('file_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('file_sha256', 'varchar(64)', (col) => col.notNull())
    .addColumn('format', 'varchar(10)', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('preview'))
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('ready', 'integer', (col) => col.notNull())
    .addColumn('duplicates', 'integer', (col) => col.notNull())
    .addColumn('errors', 'integer', (col) => col.notNull())
    .addColumn('added', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('preview', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.notNull())
    .addColumn('created_by_name', 'varchar(40)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('committed_at', 'varchar(32)')
    .addCheckConstraint('qb_import_status', sql`status in ('preview', 'committed')`)
    .execute();
  await db.schema
    .createIndex('qb_import_file')
    .on('qb_import')
    .columns(['subject_id', 'file_sha256'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('qb_import').execute();
  await db.schema.dropIndex('qb_question_fingerprint').execute();
  await db.schema.alterTable('qb_question').dropColumn('fingerprint').execute();
}
