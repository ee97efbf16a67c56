import type { Kysely } from 'kysely';

/**
 * A question file can be imported into a past paper (the console's 试卷管理): the import
 * remembers the paper its questions were filed under. Papers written in the console start as
 * drafts, which needs no column: qb_paper.kind is 'draft' until published ('past'). The console
 * counts the learners who started a paper (one who did keeps it from being withdrawn): by paper.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('qb_import')
    .addColumn('paper_id', 'integer', (col) => col.references('qb_paper.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('qb_exercise_paper')
    .on('qb_exercise')
    .columns(['paper_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('qb_exercise_paper').execute();
  await db.schema.alterTable('qb_import').dropColumn('paper_id').execute();
}
