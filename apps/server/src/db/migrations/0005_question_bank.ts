import type { Kysely } from 'kysely';
import { isPostgres, withIdColumn } from './helpers.ts';

/**
 * Question bank: subjects and their catalogue trees (modules and knowledge points),
 * past papers, questions with options, materials and analyses, analysis media, exercise
 * sessions with one answer row per question, the error book, favourites and per-user
 * question statistics.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('qb_subject'))
    .addColumn('code', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(32)', (col) => col.notNull())
    .addColumn('description', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  // Level 1 nodes are modules (言语理解与表达 …), deeper nodes are knowledge points.
  await withIdColumn(db, db.schema.createTable('qb_catalogue'))
    .addColumn('subject_id', 'integer', (col) =>
      col.notNull().references('qb_subject.id').onDelete('cascade'),
    )
    .addColumn('parent_id', 'integer', (col) =>
      col.references('qb_catalogue.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(64)', (col) => col.notNull())
    .addColumn('level', 'integer', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('vip_only', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('qb_catalogue_subject_parent')
    .on('qb_catalogue')
    .columns(['subject_id', 'parent_id', 'sort_order'])
    .execute();

  await withIdColumn(db, db.schema.createTable('qb_paper'))
    .addColumn('subject_id', 'integer', (col) =>
      col.notNull().references('qb_subject.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('region', 'varchar(32)', (col) => col.notNull())
    // 国考 / 省考 / 选调生 …, and the level within it (副省级, 地市级, A类 …).
    .addColumn('exam_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('examination_level', 'varchar(32)', (col) => col.notNull())
    .addColumn('time_limit_minutes', 'integer', (col) => col.notNull())
    .addColumn('vip_only', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('description', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('qb_paper_subject_year')
    .on('qb_paper')
    .columns(['subject_id', 'year'])
    .execute();

  await withIdColumn(db, db.schema.createTable('qb_question'))
    .addColumn('subject_id', 'integer', (col) =>
      col.notNull().references('qb_subject.id').onDelete('cascade'),
    )
    // The knowledge point; sub-questions of a composite question share their parent's.
    .addColumn('catalogue_id', 'integer', (col) =>
      col.references('qb_catalogue.id').onDelete('set null'),
    )
    // Sub-questions (sonQuestion) of a composite material question point at it.
    .addColumn('parent_id', 'integer', (col) =>
      col.references('qb_question.id').onDelete('cascade'),
    )
    .addColumn('type_code', 'varchar(32)', (col) => col.notNull())
    // Sanitized HTML (modules/question-bank/rich-text.ts sanitizes on write).
    .addColumn('context', 'text', (col) => col.notNull())
    // JSON [{optionHead, content}] with sanitized content.
    .addColumn('options', 'text', (col) => col.notNull().defaultTo('[]'))
    // Canonical key: letters 'AC'; fill-in a JSON array of blanks; sequencing '3,1,2'.
    .addColumn('answer', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('answer_size', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('difficulty', 'integer', (col) => col.notNull().defaultTo(3))
    // Points × 10, so 0.8-point questions stay integers.
    .addColumn('score_tenths', 'integer', (col) => col.notNull().defaultTo(10))
    .addColumn('words_num', 'integer')
    .addColumn('paper_id', 'integer', (col) => col.references('qb_paper.id').onDelete('set null'))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('vip_only', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('source', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  for (const [name, columns] of [
    // Covers the draw of a catalogue practice (ids by section, type and VIP flag).
    ['qb_question_catalogue', ['catalogue_id', 'parent_id', 'type_code', 'vip_only', 'id']],
    ['qb_question_paper', ['paper_id', 'sort_order']],
    ['qb_question_parent', ['parent_id', 'sort_order']],
    ['qb_question_type', ['type_code', 'parent_id']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('qb_question')
      .columns([...columns])
      .execute();
  }

  await withIdColumn(db, db.schema.createTable('qb_material'))
    .addColumn('question_id', 'integer', (col) =>
      col.notNull().references('qb_question.id').onDelete('cascade'),
    )
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('content', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('qb_material_question')
    .on('qb_material')
    .columns(['question_id', 'sort_order'])
    .execute();

  // Video and audio analyses; served only through short-lived signed URLs.
  await withIdColumn(db, db.schema.createTable('qb_media'))
    .addColumn('kind', 'varchar(8)', (col) => col.notNull())
    .addColumn('mime', 'varchar(64)', (col) => col.notNull())
    .addColumn('file_name', 'varchar(128)', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('duration_seconds', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('content', isPostgres(db) ? 'bytea' : 'blob', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('qb_analysis'))
    .addColumn('question_id', 'integer', (col) =>
      col.notNull().references('qb_question.id').onDelete('cascade'),
    )
    .addColumn('type', 'varchar(8)', (col) => col.notNull())
    // text: sanitized HTML; video / audio: null, the file is media_id.
    .addColumn('analysis', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('media_id', 'integer', (col) => col.references('qb_media.id').onDelete('cascade'))
    .addColumn('is_ai', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('thumbs_up', 'integer')
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('qb_analysis_question')
    .on('qb_analysis')
    .columns(['question_id', 'sort_order'])
    .execute();

  await withIdColumn(db, db.schema.createTable('qb_exercise'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    // catalogue, paper (untimed), mock (timed paper), error (error-book batch).
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    // Attempts with the same key are ranked against each other ('paper:3', 'catalogue:12').
    .addColumn('business_key', 'varchar(64)', (col) => col.notNull())
    .addColumn('subject_id', 'integer', (col) =>
      col.references('qb_subject.id').onDelete('set null'),
    )
    .addColumn('catalogue_id', 'integer', (col) =>
      col.references('qb_catalogue.id').onDelete('set null'),
    )
    .addColumn('paper_id', 'integer', (col) => col.references('qb_paper.id').onDelete('set null'))
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    // doing, paused, submitted.
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    // JSON array of the gradable (leaf) question ids, in the order they are shown.
    .addColumn('question_ids', 'text', (col) => col.notNull())
    .addColumn('question_count', 'integer', (col) => col.notNull())
    .addColumn('total_score_tenths', 'integer', (col) => col.notNull())
    .addColumn('time_limit_seconds', 'integer')
    // The clock: seconds of finished running spells plus, while running, now - resumed_at.
    .addColumn('elapsed_seconds', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('resumed_at', 'varchar(32)')
    .addColumn('current_index', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('score_tenths', 'integer')
    .addColumn('correct_count', 'integer')
    .addColumn('answered_count', 'integer')
    // Paper attempts rank by score, the rest by accuracy (permille).
    .addColumn('rank_value', 'integer')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('submitted_at', 'varchar(32)')
    .execute();
  for (const [name, columns] of [
    ['qb_exercise_user_updated', ['user_id', 'updated_at']],
    ['qb_exercise_user_paper', ['user_id', 'paper_id', 'kind', 'status']],
    ['qb_exercise_rank', ['business_key', 'status', 'rank_value']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('qb_exercise')
      .columns([...columns])
      .execute();
  }

  await withIdColumn(db, db.schema.createTable('qb_answer'))
    .addColumn('exercise_id', 'integer', (col) =>
      col.notNull().references('qb_exercise.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'integer', (col) =>
      col.notNull().references('qb_question.id').onDelete('cascade'),
    )
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('urls', 'text', (col) => col.notNull().defaultTo('[]'))
    // 1 right, 0 wrong, null when empty or not auto-graded (short answer). Never sent before
    // hand-in.
    .addColumn('is_correct', 'integer')
    .addColumn('time_spent_seconds', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    // One row per question of an attempt: concurrent saves upsert into it.
    .addUniqueConstraint('qb_answer_exercise_question', ['exercise_id', 'question_id'])
    .execute();
  await db.schema
    .createIndex('qb_answer_user_question')
    .on('qb_answer')
    .columns(['user_id', 'question_id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('qb_error_question'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'integer', (col) =>
      col.notNull().references('qb_question.id').onDelete('cascade'),
    )
    .addColumn('subject_id', 'integer', (col) => col.notNull())
    .addColumn('catalogue_id', 'integer')
    .addColumn('wrong_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('right_streak', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_answer', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('last_wrong_at', 'varchar(32)', (col) => col.notNull())
    // Set when the question leaves the book (answered right enough times in a row).
    .addColumn('removed_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('qb_error_question_user_question', ['user_id', 'question_id'])
    .execute();
  await db.schema
    .createIndex('qb_error_question_user_point')
    .on('qb_error_question')
    .columns(['user_id', 'removed_at', 'catalogue_id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('qb_favorite'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'integer', (col) =>
      col.notNull().references('qb_question.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('qb_favorite_user_question', ['user_id', 'question_id'])
    .execute();
  await db.schema
    .createIndex('qb_favorite_user_created')
    .on('qb_favorite')
    .columns(['user_id', 'created_at'])
    .execute();

  // What each learner has done with each question (progress, 'new questions first').
  await db.schema
    .createTable('qb_user_question')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'integer', (col) =>
      col.notNull().references('qb_question.id').onDelete('cascade'),
    )
    .addColumn('subject_id', 'integer', (col) => col.notNull())
    .addColumn('catalogue_id', 'integer')
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('correct_attempts', 'integer', (col) => col.notNull())
    .addColumn('last_correct', 'integer')
    .addColumn('last_answered_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('qb_user_question_pk', ['user_id', 'question_id'])
    .execute();
  await db.schema
    .createIndex('qb_user_question_user_catalogue')
    .on('qb_user_question')
    .columns(['user_id', 'catalogue_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'qb_user_question',
    'qb_favorite',
    'qb_error_question',
    'qb_answer',
    'qb_exercise',
    'qb_analysis',
    'qb_media',
    'qb_material',
    'qb_question',
    'qb_paper',
    'qb_catalogue',
    'qb_subject',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
