import type { Kysely } from 'kysely';

/**
 * Experience cards handed out from the console name their batch and their place in it (the
 * second card a person gets of the batch is seq 2), so a batch sent again (a double click, a
 * retry after a timeout) hands nobody more cards: one row per person, batch and place. Cards
 * given otherwise (seeds, gifts) keep null there, which the index does not count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('vt_experience_card')
    .addColumn('issue_batch', 'varchar(36)')
    .execute();
  await db.schema.alterTable('vt_experience_card').addColumn('issue_seq', 'integer').execute();
  await db.schema
    .createIndex('vt_experience_card_batch')
    .on('vt_experience_card')
    .columns(['issue_batch', 'user_id', 'issue_seq'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('vt_experience_card_batch').execute();
  await db.schema.alterTable('vt_experience_card').dropColumn('issue_seq').execute();
  await db.schema.alterTable('vt_experience_card').dropColumn('issue_batch').execute();
}
