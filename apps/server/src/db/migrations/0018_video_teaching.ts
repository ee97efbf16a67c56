import { sql, type Kysely } from 'kysely';
import { withIdColumn } from './helpers.ts';

/**
 * Video teaching (名师讲题, modules/video-teaching): lectures in which a teacher explains one
 * question of the question bank under its knowledge point, the experience cards (体验卡) a
 * learner holds, each usable once before its expiry, and the unlocks the cards paid for. The
 * lecture's video is kept by the protected video delivery under the owner ('lecture', id).
 * Times are ISO-8601 UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('vt_lecture'))
    .addColumn('subject_id', 'integer', (col) =>
      col.notNull().references('qb_subject.id').onDelete('cascade'),
    )
    // The knowledge point (or, in subjects without points, the module) the lecture is filed under.
    .addColumn('catalogue_id', 'integer', (col) =>
      col.notNull().references('qb_catalogue.id').onDelete('cascade'),
    )
    // The question the teacher explains (a top-level one: a composite with all its parts).
    .addColumn('question_id', 'integer', (col) =>
      col.notNull().references('qb_question.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('teacher_name', 'varchar(20)', (col) => col.notNull())
    .addColumn('teacher_title', 'varchar(40)', (col) => col.notNull().defaultTo(''))
    .addColumn('intro', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    // Of the recorded video, written when the video is.
    .addColumn('duration_seconds', 'integer', (col) => col.notNull().defaultTo(0))
    // What a learner without an unlock or VIP may watch from the start.
    .addColumn('trial_seconds', 'integer', (col) => col.notNull().check(sql`trial_seconds > 0`))
    // online or offline (taken down: not listed, not played, not unlocked).
    .addColumn('status', 'varchar(8)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('vt_lecture_subject_catalogue')
    .on('vt_lecture')
    .columns(['subject_id', 'catalogue_id', 'sort_order'])
    .execute();
  await db.schema
    .createIndex('vt_lecture_question')
    .on('vt_lecture')
    .column('question_id')
    .execute();

  await withIdColumn(db, db.schema.createTable('vt_experience_card'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(40)', (col) => col.notNull())
    // Where the card came from, as the learner reads it (新人礼包, 活动赠送 …).
    .addColumn('source', 'varchar(40)', (col) => col.notNull())
    .addColumn('granted_at', 'varchar(32)', (col) => col.notNull())
    // The card must be used before this moment; an unlock it paid for does not expire.
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    // Set once, by the conditional update that spends the card.
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('vt_experience_card_user')
    .on('vt_experience_card')
    .columns(['user_id', 'used_at', 'expires_at'])
    .execute();

  await withIdColumn(db, db.schema.createTable('vt_unlock'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('lecture_id', 'integer', (col) =>
      col.notNull().references('vt_lecture.id').onDelete('cascade'),
    )
    // Each card pays for one unlock, and each lecture is unlocked once per learner.
    .addColumn('card_id', 'integer', (col) =>
      col.notNull().unique().references('vt_experience_card.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('vt_unlock_user_lecture', ['user_id', 'lecture_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['vt_unlock', 'vt_experience_card', 'vt_lecture']) {
    await db.schema.dropTable(table).execute();
  }
}
