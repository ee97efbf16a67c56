import { sql, type Kysely } from 'kysely';
import { withIdColumn } from './helpers.ts';

/**
 * Course homework (课后作业, modules/homework): a lesson's homework and its items (objective bank
 * questions graded by the server, subjective questions corrected by the course's teacher), each
 * learner's one submission of it and the answers in it. Teachers become accounts here: a teacher
 * profile may name the account that teaches as that teacher. Scores are integer tenths of a point
 * (steps of 0.5 are 5), times ISO-8601 UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The account that teaches under this profile (corrects its courses' homework); one each.
  await db.schema
    .alterTable('teachers')
    .addColumn('user_id', 'integer', (col) => col.references('app_user.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('teachers_user').on('teachers').column('user_id').unique().execute();

  await withIdColumn(db, db.schema.createTable('hw_homework'))
    .addColumn('course_id', 'integer', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('lesson_id', 'integer', (col) =>
      col.notNull().references('course_lessons.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(60)', (col) => col.notNull())
    // Sanitized HTML.
    .addColumn('intro', 'text', (col) => col.notNull().defaultTo(''))
    // null: no deadline.
    .addColumn('deadline_at', 'varchar(32)')
    // After the deadline a hand-in is taken (marked late) or refused.
    .addColumn('allow_late', 'integer', (col) => col.notNull().defaultTo(1))
    // published or draft (not shown to learners).
    .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('published'))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('hw_homework_course')
    .on('hw_homework')
    .columns(['course_id', 'lesson_id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('hw_item'))
    .addColumn('homework_id', 'integer', (col) =>
      col.notNull().references('hw_homework.id').onDelete('cascade'),
    )
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    // objective (graded by the server) or subjective (corrected by the teacher).
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    // The bank question (qb_question.id), a plain number like a lesson's section: the question
    // bank owns its rows. Null for a subjective question written for this homework.
    .addColumn('question_id', 'integer')
    // A written subjective question's text and reference answer, sanitized HTML.
    .addColumn('prompt', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('reference', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('score_tenths', 'integer', (col) => col.notNull().check(sql`score_tenths > 0`))
    .addCheckConstraint(
      'hw_item_source',
      sql`(kind = 'objective' and question_id is not null) or (kind = 'subjective' and (question_id is not null or prompt <> ''))`,
    )
    .execute();
  await db.schema
    .createIndex('hw_item_homework')
    .on('hw_item')
    .columns(['homework_id', 'sort_order'])
    .execute();

  await withIdColumn(db, db.schema.createTable('hw_submission'))
    .addColumn('homework_id', 'integer', (col) =>
      col.notNull().references('hw_homework.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    // draft, submitted, returned or corrected.
    .addColumn('state', 'varchar(10)', (col) => col.notNull())
    // Hand-ins so far.
    .addColumn('attempt', 'integer', (col) => col.notNull().defaultTo(0))
    // The screen's save counter: a save below it is stale.
    .addColumn('rev', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('saved_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('submitted_at', 'varchar(32)')
    .addColumn('late', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('objective_tenths', 'integer')
    .addColumn('score_tenths', 'integer')
    .addColumn('corrected_at', 'varchar(32)')
    .addColumn('corrected_by', 'integer', (col) =>
      col.references('app_user.id').onDelete('set null'),
    )
    // Sanitized HTML.
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('return_reason', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('rating', 'integer', (col) => col.check(sql`rating between 1 and 5`))
    .addColumn('rating_text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('rated_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('hw_submission_one_per_learner', ['homework_id', 'user_id'])
    .execute();
  // The teachers' queue: by state, oldest hand-in first.
  await db.schema
    .createIndex('hw_submission_queue')
    .on('hw_submission')
    .columns(['state', 'submitted_at'])
    .execute();
  await db.schema.createIndex('hw_submission_user').on('hw_submission').column('user_id').execute();

  await db.schema
    .createTable('hw_answer')
    .addColumn('submission_id', 'integer', (col) =>
      col.notNull().references('hw_submission.id').onDelete('cascade'),
    )
    .addColumn('item_id', 'integer', (col) =>
      col.notNull().references('hw_item.id').onDelete('cascade'),
    )
    // An objective answer as the grading engine stores it ('' unanswered).
    .addColumn('choice', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('text', 'text', (col) => col.notNull().defaultTo(''))
    // JSON array of the photos' canonical addresses.
    .addColumn('pictures', 'text', (col) => col.notNull().defaultTo('[]'))
    // JSON object: a photo's canonical address → its marks (relative vector shapes).
    .addColumn('marks', 'text', (col) => col.notNull().defaultTo('{}'))
    // Objective, at hand-in: 1 right, 0 wrong, null unanswered.
    .addColumn('correct', 'integer')
    .addColumn('score_tenths', 'integer')
    // The teacher's comment, sanitized HTML.
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('hw_answer_pk', ['submission_id', 'item_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hw_answer').execute();
  await db.schema.dropTable('hw_submission').execute();
  await db.schema.dropTable('hw_item').execute();
  await db.schema.dropTable('hw_homework').execute();
  await db.schema.dropIndex('teachers_user').execute();
  await db.schema.alterTable('teachers').dropColumn('user_id').execute();
}
