import { sql, type Kysely } from 'kysely';
import { withIdColumn } from './helpers.ts';

/**
 * Mock contests (模考大赛, modules/mock-exams): a timed contest on a set date whose stages are
 * question-bank papers sat as question-bank attempts of kind 'contest'. The bank learns three
 * things: a paper may be a contest's (never listed among past papers), an attempt records how
 * it was handed in (by the learner or by the server at the limit), and an attempt may carry a
 * seed that permutes its option letters per candidate. The contest keeps its applications, the
 * entries linking each candidate's stage attempt, later practice attempts, page-leave events,
 * and its results, computed once when it closes. Times are ISO-8601 UTC text; scores are
 * points × 10 like the bank's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // past: a past paper (历年真题); contest: a contest's paper, sat only through the contest.
  await db.schema
    .alterTable('qb_paper')
    .addColumn('kind', 'varchar(16)', (col) => col.notNull().defaultTo('past'))
    .execute();
  // direct (the learner handed in) or auto (handed in by the server at the limit); null while open.
  await db.schema.alterTable('qb_exercise').addColumn('submit_type', 'varchar(8)').execute();
  // Seeds the per-candidate permutation of option letters; null: options in their own order.
  await db.schema.alterTable('qb_exercise').addColumn('option_seed', 'integer').execute();

  await withIdColumn(db, db.schema.createTable('mock_exam'))
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('subtitle', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    // 国考, 省考 … and the level (副省级, 地市级, A类 …), as past papers name them.
    .addColumn('exam_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('examination_level', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    // Plain text, paragraphs separated by line breaks.
    .addColumn('rules', 'text', (col) => col.notNull())
    .addColumn('apply_start_at', 'varchar(32)', (col) => col.notNull())
    // The first stage's start and the last stage's end.
    .addColumn('start_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('end_at', 'varchar(32)', (col) => col.notNull())
    // A first entry into a stage is refused this long after the stage started.
    .addColumn('late_entry_minutes', 'integer', (col) =>
      col.notNull().check(sql`late_entry_minutes >= 0`),
    )
    .addColumn('shuffle_questions', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('shuffle_options', 'integer', (col) => col.notNull().defaultTo(0))
    // Set once, by the conditional update that computes the results.
    .addColumn('results_published_at', 'varchar(32)')
    .addColumn('ranked_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('score_sum_tenths', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('score_top_tenths', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addCheckConstraint('mock_exam_times', sql`apply_start_at <= start_at and start_at < end_at`)
    .execute();
  await db.schema.createIndex('mock_exam_start').on('mock_exam').column('start_at').execute();

  await withIdColumn(db, db.schema.createTable('mock_exam_stage'))
    .addColumn('mock_exam_id', 'integer', (col) =>
      col.notNull().references('mock_exam.id').onDelete('cascade'),
    )
    // xingce (行测, ranked) or shenlun (申论, graded by people).
    .addColumn('stage', 'varchar(8)', (col) => col.notNull())
    .addColumn('paper_id', 'integer', (col) =>
      col.notNull().unique().references('qb_paper.id').onDelete('cascade'),
    )
    .addColumn('start_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('end_at', 'varchar(32)', (col) => col.notNull())
    // When the server handed in every attempt left open at the stage's end.
    .addColumn('swept_at', 'varchar(32)')
    .addUniqueConstraint('mock_exam_stage_unique', ['mock_exam_id', 'stage'])
    .addCheckConstraint('mock_exam_stage_times', sql`start_at < end_at`)
    .execute();
  await db.schema
    .createIndex('mock_exam_stage_sweep')
    .on('mock_exam_stage')
    .columns(['swept_at', 'end_at'])
    .execute();

  await withIdColumn(db, db.schema.createTable('mock_exam_application'))
    .addColumn('mock_exam_id', 'integer', (col) =>
      col.notNull().references('mock_exam.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    // A row of the enlistment position tables; the candidate is ranked among its applicants.
    .addColumn('position_id', 'integer', (col) =>
      col.references('enlist_position.id').onDelete('set null'),
    )
    // The province the candidate is ranked in; '' when none was given.
    .addColumn('province', 'varchar(16)', (col) => col.notNull().defaultTo(''))
    .addColumn('reminder_enabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('reminder_changed_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('mock_exam_application_once', ['mock_exam_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('mock_exam_application_user')
    .on('mock_exam_application')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('mock_exam_application_reminder')
    .on('mock_exam_application')
    .columns(['mock_exam_id', 'reminder_enabled'])
    .execute();

  // A candidate's attempt of a stage during the contest: one per candidate and stage.
  await withIdColumn(db, db.schema.createTable('mock_exam_entry'))
    .addColumn('mock_exam_id', 'integer', (col) =>
      col.notNull().references('mock_exam.id').onDelete('cascade'),
    )
    .addColumn('stage', 'varchar(8)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('exercise_id', 'integer', (col) =>
      col.notNull().unique().references('qb_exercise.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('mock_exam_entry_once', ['mock_exam_id', 'stage', 'user_id'])
    .execute();

  // A later practice of a past contest (往期模考): placed against the cohort, never in it.
  await withIdColumn(db, db.schema.createTable('mock_exam_practice'))
    .addColumn('mock_exam_id', 'integer', (col) =>
      col.notNull().references('mock_exam.id').onDelete('cascade'),
    )
    .addColumn('stage', 'varchar(8)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('exercise_id', 'integer', (col) =>
      col.notNull().unique().references('qb_exercise.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('mock_exam_practice_user')
    .on('mock_exam_practice')
    .columns(['mock_exam_id', 'user_id', 'stage'])
    .execute();

  // Leaving the exam page (hidden) and coming back (visible), with the server's time.
  await withIdColumn(db, db.schema.createTable('mock_exam_leave_log'))
    .addColumn('exercise_id', 'integer', (col) =>
      col.notNull().references('qb_exercise.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('event', 'varchar(8)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('mock_exam_leave_log_exercise')
    .on('mock_exam_leave_log')
    .columns(['exercise_id', 'event'])
    .execute();

  // The 行测 result of each ranked candidate, computed once when the contest closes.
  await db.schema
    .createTable('mock_exam_result')
    .addColumn('mock_exam_id', 'integer', (col) =>
      col.notNull().references('mock_exam.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('exercise_id', 'integer', (col) => col.notNull())
    .addColumn('score_tenths', 'integer', (col) => col.notNull())
    .addColumn('correct_count', 'integer', (col) => col.notNull())
    .addColumn('province', 'varchar(16)', (col) => col.notNull())
    .addColumn('position_id', 'integer')
    // Competition ranking (1, 2, 2, 4): within all, the province, the position.
    .addColumn('rank_overall', 'integer', (col) => col.notNull())
    .addColumn('rank_province', 'integer', (col) => col.notNull())
    .addColumn('rank_position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('mock_exam_result_pk', ['mock_exam_id', 'user_id'])
    .execute();
  for (const [name, columns] of [
    ['mock_exam_result_score', ['mock_exam_id', 'score_tenths']],
    ['mock_exam_result_province', ['mock_exam_id', 'province', 'score_tenths']],
    ['mock_exam_result_position', ['mock_exam_id', 'position_id', 'score_tenths']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('mock_exam_result')
      .columns([...columns])
      .execute();
  }

  // The cohort per question of the 行测 paper: how many were sat, answered, right.
  await db.schema
    .createTable('mock_exam_question_stat')
    .addColumn('mock_exam_id', 'integer', (col) =>
      col.notNull().references('mock_exam.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'integer', (col) => col.notNull())
    .addColumn('sat_count', 'integer', (col) => col.notNull())
    .addColumn('answered_count', 'integer', (col) => col.notNull())
    .addColumn('correct_count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('mock_exam_question_stat_pk', ['mock_exam_id', 'question_id'])
    .execute();

  // The score distribution in 10-point bars (bucket 0 = [0, 10), …), the top score in the last.
  await db.schema
    .createTable('mock_exam_bucket')
    .addColumn('mock_exam_id', 'integer', (col) =>
      col.notNull().references('mock_exam.id').onDelete('cascade'),
    )
    .addColumn('bucket', 'integer', (col) => col.notNull())
    .addColumn('candidate_count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('mock_exam_bucket_pk', ['mock_exam_id', 'bucket'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'mock_exam_bucket',
    'mock_exam_question_stat',
    'mock_exam_result',
    'mock_exam_leave_log',
    'mock_exam_practice',
    'mock_exam_entry',
    'mock_exam_application',
    'mock_exam_stage',
    'mock_exam',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('qb_exercise').dropColumn('option_seed').execute();
  await db.schema.alterTable('qb_exercise').dropColumn('submit_type').execute();
  await db.schema.alterTable('qb_paper').dropColumn('kind').execute();
}
