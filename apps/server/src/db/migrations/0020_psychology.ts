import { sql, type Kysely } from 'kysely';
import { withIdColumn } from './helpers.ts';

/**
 * Psychological checks (心理测评, modules/psychology): the scales (questionnaires) with their
 * answer options, sub-scales, items and band rules — the scoring keys, which stay on the server —
 * and each learner's records with the answers and the scores they were given. A record points
 * at the bands it fell in, so its report reads the band texts; a scale that has records is
 * changed by adding a new scale, not by rewriting its rules. Times are ISO-8601 UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('psy_scale'))
    // A stable name for the seed and for tests (test-anxiety, study-stress, study-routine).
    .addColumn('code', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(40)', (col) => col.notNull())
    .addColumn('measures', 'varchar(200)', (col) => col.notNull())
    .addColumn('intro', 'varchar(1000)', (col) => col.notNull().defaultTo(''))
    .addColumn('instructions', 'varchar(300)', (col) => col.notNull().defaultTo(''))
    // Named on the report: how the answers become the score and the bands.
    .addColumn('method', 'varchar(500)', (col) => col.notNull())
    // Which way the score runs, e.g. 分数越高，考试焦虑越明显.
    .addColumn('score_note', 'varchar(100)', (col) => col.notNull())
    .addColumn('minutes', 'integer', (col) => col.notNull())
    // From this band level of the total (or of any sub-scale at the top level) the report points
    // to professional help; null for scales about habits.
    .addColumn('help_level', 'integer')
    // online or offline (not listed, not answered; its records still open).
    .addColumn('status', 'varchar(8)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  // The answer options of every item of a scale (a Likert scale asks them all alike).
  await withIdColumn(db, db.schema.createTable('psy_option'))
    .addColumn('scale_id', 'integer', (col) =>
      col.notNull().references('psy_scale.id').onDelete('cascade'),
    )
    .addColumn('label', 'varchar(20)', (col) => col.notNull())
    // What choosing it scores on a plain item; a reverse item scores (lowest + highest) - score.
    .addColumn('score', 'integer', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('psy_option_scale').on('psy_option').column('scale_id').execute();

  await withIdColumn(db, db.schema.createTable('psy_subscale'))
    .addColumn('scale_id', 'integer', (col) =>
      col.notNull().references('psy_scale.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(20)', (col) => col.notNull())
    .addColumn('description', 'varchar(200)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('psy_subscale_scale').on('psy_subscale').column('scale_id').execute();

  await withIdColumn(db, db.schema.createTable('psy_item'))
    .addColumn('scale_id', 'integer', (col) =>
      col.notNull().references('psy_scale.id').onDelete('cascade'),
    )
    .addColumn('subscale_id', 'integer', (col) =>
      col.notNull().references('psy_subscale.id').onDelete('cascade'),
    )
    .addColumn('stem', 'varchar(200)', (col) => col.notNull())
    .addColumn('is_reverse', 'integer', (col) => col.notNull().defaultTo(0))
    // 1-based: the item's number as asked.
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addUniqueConstraint('psy_item_scale_order', ['scale_id', 'sort_order'])
    .execute();

  // A band of the total (subscale_id null) or of a sub-scale: scores min..max, both included.
  await withIdColumn(db, db.schema.createTable('psy_band'))
    .addColumn('scale_id', 'integer', (col) =>
      col.notNull().references('psy_scale.id').onDelete('cascade'),
    )
    .addColumn('subscale_id', 'integer', (col) =>
      col.references('psy_subscale.id').onDelete('cascade'),
    )
    // 0 the best, 3 the one that most needs attention.
    .addColumn('level', 'integer', (col) => col.notNull().check(sql`level between 0 and 3`))
    .addColumn('name', 'varchar(10)', (col) => col.notNull())
    .addColumn('min_score', 'integer', (col) => col.notNull())
    .addColumn('max_score', 'integer', (col) => col.notNull())
    // The interpretation; for the total, also the advice, one point per line.
    .addColumn('summary', 'varchar(1000)', (col) => col.notNull())
    .addColumn('advice', 'varchar(2000)', (col) => col.notNull().defaultTo(''))
    // The trainings this band suggests, comma-separated types (breathing, schedule …).
    .addColumn('trainings', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addCheckConstraint('psy_band_range', sql`min_score <= max_score`)
    .execute();
  await db.schema.createIndex('psy_band_scale').on('psy_band').column('scale_id').execute();

  await withIdColumn(db, db.schema.createTable('psy_record'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('scale_id', 'integer', (col) =>
      col.notNull().references('psy_scale.id').onDelete('cascade'),
    )
    // Made by the client once per taking: the same token again is the same submission.
    .addColumn('submit_token', 'varchar(64)')
    // Hash of the answers, to recognise a repeated submission made without a token.
    .addColumn('answers_digest', 'varchar(64)', (col) => col.notNull())
    .addColumn('total_score', 'integer', (col) => col.notNull())
    .addColumn('band_id', 'integer', (col) => col.notNull().references('psy_band.id'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('psy_record_user_token', ['user_id', 'submit_token'])
    .execute();
  await db.schema
    .createIndex('psy_record_user_scale')
    .on('psy_record')
    .columns(['user_id', 'scale_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('psy_record_answer')
    .addColumn('record_id', 'integer', (col) =>
      col.notNull().references('psy_record.id').onDelete('cascade'),
    )
    .addColumn('item_id', 'integer', (col) => col.notNull().references('psy_item.id'))
    .addColumn('option_id', 'integer', (col) => col.notNull().references('psy_option.id'))
    // What the answer scored, reverse scoring applied.
    .addColumn('score', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('psy_record_answer_pk', ['record_id', 'item_id'])
    .execute();

  await db.schema
    .createTable('psy_record_score')
    .addColumn('record_id', 'integer', (col) =>
      col.notNull().references('psy_record.id').onDelete('cascade'),
    )
    .addColumn('subscale_id', 'integer', (col) => col.notNull().references('psy_subscale.id'))
    .addColumn('score', 'integer', (col) => col.notNull())
    .addColumn('band_id', 'integer', (col) => col.notNull().references('psy_band.id'))
    .addPrimaryKeyConstraint('psy_record_score_pk', ['record_id', 'subscale_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'psy_record_score',
    'psy_record_answer',
    'psy_record',
    'psy_band',
    'psy_item',
    'psy_subscale',
    'psy_option',
    'psy_scale',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
