import type { Kysely } from 'kysely';
import { withIdColumn } from './helpers.ts';

/**
 * AI analysis: generated explanations (one per question, prompt version and
 * generation, shared by every learner), who received and rated which, consent to the notice,
 * and the free daily quota (a counter per user and day plus one grant per user and question).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('ai_explanation'))
    .addColumn('question_id', 'integer', (col) =>
      col.notNull().references('qb_question.id').onDelete('cascade'),
    )
    .addColumn('prompt_version', 'varchar(16)', (col) => col.notNull())
    // A thumbed-down explanation goes stale and the next one gets generation + 1.
    .addColumn('generation', 'integer', (col) => col.notNull())
    // pending (being generated; the unique key below is the claim), ready or stale.
    .addColumn('status', 'varchar(8)', (col) => col.notNull())
    .addColumn('analysis', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('provider', 'varchar(16)', (col) => col.notNull())
    .addColumn('model', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('prompt_tokens', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('completion_tokens', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('duration_ms', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('thumbs_up_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('thumbs_down_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('claimed_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    // Text written by one provider and model is never served as another's: switching
    // AI_PROVIDER (or AI_MODEL) starts a fresh series of generations.
    .addUniqueConstraint('ai_explanation_generation', [
      'question_id',
      'prompt_version',
      'provider',
      'model',
      'generation',
    ])
    .execute();

  // Who received which explanation (only they may rate it) and their one rating.
  await db.schema
    .createTable('ai_explanation_user')
    .addColumn('explanation_id', 'integer', (col) =>
      col.notNull().references('ai_explanation.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('thumbs_up', 'integer')
    .addColumn('delivered_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('rated_at', 'varchar(32)')
    .addPrimaryKeyConstraint('ai_explanation_user_pk', ['explanation_id', 'user_id'])
    .execute();

  // Consent to the notice (type 1: the AI analysis disclaimer), with its time.
  await db.schema
    .createTable('ai_notice_consent')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('type', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('ai_notice_consent_pk', ['user_id', 'type'])
    .execute();

  // Free quota: `used` rises only while below the quota, in the transaction that inserts the
  // grant, so parallel requests can never overspend it on either engine.
  await db.schema
    .createTable('ai_quota_day')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('used', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('ai_quota_day_pk', ['user_id', 'day'])
    .execute();

  // A question whose explanation the user obtained: seeing it again costs nothing.
  await db.schema
    .createTable('ai_grant')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'integer', (col) =>
      col.notNull().references('qb_question.id').onDelete('cascade'),
    )
    // The quota day charged, or null when nothing was charged (VIP).
    .addColumn('day', 'varchar(10)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('ai_grant_pk', ['user_id', 'question_id'])
    .execute();
}
