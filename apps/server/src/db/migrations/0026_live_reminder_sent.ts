import type { Kysely } from 'kysely';

/**
 * A class reminder is texted once: when it went out (null: not yet). The sweeper takes a
 * reminder by setting this where it is still null, so two instances never both send it. A
 * reminder the learner turns off is kept, marked cancelled, so turning it on again does not
 * text them twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('live_reminder').addColumn('notified_at', 'varchar(32)').execute();
  await db.schema.alterTable('live_reminder').addColumn('cancelled_at', 'varchar(32)').execute();
  await db.schema
    .createIndex('live_reminder_pending')
    .on('live_reminder')
    .columns(['session_id', 'notified_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('live_reminder_pending').execute();
  await db.schema.alterTable('live_reminder').dropColumn('cancelled_at').execute();
  await db.schema.alterTable('live_reminder').dropColumn('notified_at').execute();
}
