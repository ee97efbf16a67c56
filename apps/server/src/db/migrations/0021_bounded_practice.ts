import { sql, type Kysely } from 'kysely';
import { withIdColumn } from './helpers.ts';

/**
 * Difficulty-bound practice (难度分级练习, modules/bounded-practice): one set per module of a
 * question-bank subject, each learner's band in a set (基础 / 进阶 / 冲刺), the questions served
 * to them and their answers, and the rounds that moved the band. Times are ISO-8601 UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('bp_set'))
    .addColumn('subject_id', 'integer', (col) =>
      col.notNull().references('qb_subject.id').onDelete('cascade'),
    )
    // The module (a top-level catalogue node of the subject) whose questions the set draws.
    .addColumn('catalogue_id', 'integer', (col) =>
      col.notNull().unique().references('qb_catalogue.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(64)', (col) => col.notNull())
    .addColumn('intro', 'varchar(300)', (col) => col.notNull().defaultTo(''))
    // VIP-only by itself; a set of a VIP-only module is VIP-only whatever this says.
    .addColumn('vip_only', 'integer', (col) => col.notNull().defaultTo(0))
    // The band rule: after every round_size answers the round's accuracy (per mille) moves the
    // band up at up_permille or more, down at down_permille or less.
    .addColumn('round_size', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(10)
        .check(sql`round_size between 1 and 100`),
    )
    .addColumn('up_permille', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(800)
        .check(sql`up_permille between 0 and 1000`),
    )
    .addColumn('down_permille', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(400)
        .check(sql`down_permille between 0 and 1000`),
    )
    // A question's difficulty is its cohort's correct rate once it has this many answers, its
    // authored level before.
    .addColumn('cohort_min_answers', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(30)
        .check(sql`cohort_min_answers >= 1`),
    )
    // online or offline (not listed, nothing served or taken).
    .addColumn('status', 'varchar(8)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addCheckConstraint('bp_set_thresholds', sql`down_permille < up_permille`)
    .execute();
  await db.schema
    .createIndex('bp_set_subject')
    .on('bp_set')
    .columns(['subject_id', 'status', 'sort_order'])
    .execute();

  // A learner's state in a set: the band and the round under way.
  await db.schema
    .createTable('bp_progress')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('set_id', 'integer', (col) =>
      col.notNull().references('bp_set.id').onDelete('cascade'),
    )
    // basic, advanced or sprint.
    .addColumn('band', 'varchar(8)', (col) => col.notNull())
    .addColumn('answered_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('correct_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('time_spent_seconds', 'integer', (col) => col.notNull().defaultTo(0))
    // Answers of the round under way (fewer than the set's round size).
    .addColumn('round_answered', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('round_correct', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('rounds_completed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_answered_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('bp_progress_pk', ['user_id', 'set_id'])
    .execute();
  await db.schema
    .createIndex('bp_progress_user_updated')
    .on('bp_progress')
    .columns(['user_id', 'updated_at'])
    .execute();

  // Every question served to a learner in a set; answered once, by a conditional update.
  await withIdColumn(db, db.schema.createTable('bp_answer'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('set_id', 'integer', (col) =>
      col.notNull().references('bp_set.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'integer', (col) =>
      col.notNull().references('qb_question.id').onDelete('cascade'),
    )
    // The band the question was served in, and its difficulty then: the correct rate per mille
    // and where it came from (cohort: answers of everyone; authored: the question's level).
    .addColumn('band', 'varchar(8)', (col) => col.notNull())
    .addColumn('rate_permille', 'integer', (col) => col.notNull())
    .addColumn('rate_source', 'varchar(8)', (col) => col.notNull())
    .addColumn('served_at', 'varchar(32)', (col) => col.notNull())
    // Canonical answer (the question bank's grading form); null until answered.
    .addColumn('answer', 'text')
    .addColumn('is_correct', 'integer')
    // 1 when the learner had not answered the question in this practice before: only first
    // tries count towards the cohort's correct rate (a second try knows the key).
    .addColumn('first_try', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('time_spent_seconds', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('answered_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('bp_answer_user_set')
    .on('bp_answer')
    .columns(['user_id', 'set_id', 'answered_at'])
    .execute();
  // At most one question waits for an answer per learner and set, even when two tabs ask for
  // the next question at once.
  await db.schema
    .createIndex('bp_answer_one_pending')
    .on('bp_answer')
    .columns(['user_id', 'set_id'])
    .unique()
    .where(sql.ref('answered_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('bp_answer_question')
    .on('bp_answer')
    .columns(['question_id', 'first_try', 'is_correct'])
    .execute();

  // The band history: one row per completed round.
  await withIdColumn(db, db.schema.createTable('bp_round'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('set_id', 'integer', (col) =>
      col.notNull().references('bp_set.id').onDelete('cascade'),
    )
    .addColumn('round_no', 'integer', (col) => col.notNull())
    .addColumn('band_before', 'varchar(8)', (col) => col.notNull())
    .addColumn('band_after', 'varchar(8)', (col) => col.notNull())
    .addColumn('answered', 'integer', (col) => col.notNull())
    .addColumn('correct', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('bp_round_user_set_no', ['user_id', 'set_id', 'round_no'])
    .execute();

  // The cohort's correct rate of a question is counted from the question bank's answers by
  // question; without this index every count would read the whole answer table.
  await db.schema
    .createIndex('qb_answer_question_graded')
    .on('qb_answer')
    .columns(['question_id', 'is_correct', 'exercise_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('qb_answer_question_graded').execute();
  for (const table of ['bp_round', 'bp_answer', 'bp_progress', 'bp_set']) {
    await db.schema.dropTable(table).execute();
  }
}
