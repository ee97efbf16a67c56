import { sql, type Kysely } from 'kysely';
import { withIdColumn } from './helpers.ts';

/**
 * Live classes (直播课, modules/live): a live lesson of a course is broadcast as one session
 * (the teacher pushes RTMP with the session's stream key), watched by those who may open the
 * lesson, with a chat kept per session, muted learners, reminders, and a recording that becomes
 * the lesson's protected playback video. Times are ISO-8601 UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('live_session'))
    // The live lesson it broadcasts: its rights are the lesson's, its playback the lesson's video.
    .addColumn('lesson_id', 'integer', (col) =>
      col.notNull().unique().references('course_lessons.id').onDelete('cascade'),
    )
    .addColumn('course_id', 'integer', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(80)', (col) => col.notNull())
    .addColumn('teacher_id', 'integer', (col) => col.references('teachers.id').onDelete('set null'))
    .addColumn('starts_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('planned_minutes', 'integer', (col) => col.notNull().defaultTo(90))
    // scheduled (预告), live (直播中), ended (已结束, no playback), processing (回放生成中),
    // playback (可回放).
    .addColumn('state', 'varchar(12)', (col) => col.notNull().defaultTo('scheduled'))
    // The stream's name on the media server (/live/{stream_name}) and the key that must come
    // with a publish; both random, the key replaceable by the teacher.
    .addColumn('stream_name', 'varchar(40)', (col) => col.notNull().unique())
    .addColumn('stream_key', 'varchar(64)', (col) => col.notNull())
    // Set while a publisher is on (cleared when it leaves): the media server's session.
    .addColumn('publishing_since', 'varchar(32)')
    .addColumn('started_at', 'varchar(32)')
    .addColumn('ended_at', 'varchar(32)')
    // The teacher's announcement (plain text shown as text), '' for none.
    .addColumn('announcement', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('peak_online', 'integer', (col) => col.notNull().defaultTo(0))
    // Why the recording did not become a playback, when state is ended after a live.
    .addColumn('playback_note', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addCheckConstraint(
      'live_session_state',
      sql`state in ('scheduled', 'live', 'ended', 'processing', 'playback')`,
    )
    .execute();
  await db.schema
    .createIndex('live_session_starts')
    .on('live_session')
    .columns(['starts_at'])
    .execute();
  await db.schema
    .createIndex('live_session_course')
    .on('live_session')
    .columns(['course_id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('live_chat_message'))
    .addColumn('session_id', 'integer', (col) =>
      col.notNull().references('live_session.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    // Plain text as typed (shown as text, never as HTML).
    .addColumn('content', 'varchar(400)', (col) => col.notNull())
    // Written by the session's teacher (or an admin): shown marked 老师.
    .addColumn('from_teacher', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('pinned', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('deleted_at', 'varchar(32)')
    .addColumn('deleted_by', 'integer', (col) => col.references('app_user.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('live_chat_session')
    .on('live_chat_message')
    .columns(['session_id', 'id'])
    .execute();
  await db.schema
    .createIndex('live_chat_user_time')
    .on('live_chat_message')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('live_mute')
    .addColumn('session_id', 'integer', (col) =>
      col.notNull().references('live_session.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('muted_by', 'integer', (col) => col.references('app_user.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('live_mute_pk', ['session_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('live_reminder')
    .addColumn('session_id', 'integer', (col) =>
      col.notNull().references('live_session.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('live_reminder_pk', ['session_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('live_reminder_user')
    .on('live_reminder')
    .columns(['user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['live_reminder', 'live_mute', 'live_chat_message', 'live_session']) {
    await db.schema.dropTable(table).execute();
  }
}
