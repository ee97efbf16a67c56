import type { Kysely } from 'kysely';

/**
 * A console draft may carry a PDF (an announcement's own file, shown by the article's PDF page)
 * as published articles do: the file is stored in news_file when uploaded, and the draft names it
 * until it is published.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('news_draft')
    .addColumn('pdf_file_id', 'integer', (col) =>
      col.references('news_file.id').onDelete('set null'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('news_draft').dropColumn('pdf_file_id').execute();
}
