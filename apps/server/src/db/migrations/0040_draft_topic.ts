import type { Kysely } from 'kysely';

/**
 * An article joins one list of one topic (专题) from the console's editor: its draft keeps the
 * choice until it is published, as news_article does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('news_draft')
    .addColumn('topic_id', 'integer', (col) => col.references('news_topic.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('news_draft').addColumn('topic_type', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('news_draft').dropColumn('topic_type').execute();
  await db.schema.alterTable('news_draft').dropColumn('topic_id').execute();
}
