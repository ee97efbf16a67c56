import type { Kysely } from 'kysely';

/**
 * A console draft may be scheduled: publish_at is when a background run puts it on the site
 * (null: not scheduled). The run checks the draft still carries the time it was asked for, so a
 * draft rescheduled, unscheduled or published by hand meanwhile is not published twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('news_draft').addColumn('publish_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('news_draft').dropColumn('publish_at').execute();
}
