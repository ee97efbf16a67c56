import { sql, type Kysely } from 'kysely';
import { withIdColumn } from './helpers.ts';

/**
 * Protected video (modules/course-video). A course_video belongs to one owner row of another
 * module (a course lesson, a video-teaching lecture) and holds its AES-128 key: its HLS package
 * lives in the object store under package_key once made (segments: the JSON list of segment
 * durations). A stream is one playing of a video by one viewer: the playlist, key tokens and
 * segment addresses all name it, and a newer stream of the same account ends it. The segments
 * a stream fetched are recorded so reported positions can be checked against them; progress
 * keeps, per viewer and video, the position and a bitmap of the seconds really watched. Times
 * are ISO-8601 UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('course_video')
    .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
    // lesson or lecture: which module's rows owner_id points into.
    .addColumn('owner_kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('owner_id', 'integer', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    // JSON: how to make the video ({ kind: 'slides', title, lines, seconds } for demo content).
    .addColumn('recipe', 'text', (col) => col.notNull())
    .addColumn('duration_seconds', 'integer', (col) => col.notNull())
    // 16 bytes each, hex.
    .addColumn('aes_key', 'varchar(32)', (col) => col.notNull())
    .addColumn('aes_iv', 'varchar(32)', (col) => col.notNull())
    .addColumn('package_key', 'varchar(100)')
    .addColumn('segments', 'text')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('course_video_owner', ['owner_kind', 'owner_id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('course_video_stream'))
    // SHA-256 of the play token (the token itself is a credential and is never stored).
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('video_id', 'varchar(32)', (col) =>
      col.notNull().references('course_video.id').onDelete('cascade'),
    )
    // Null: a visitor's trial.
    .addColumn('user_id', 'integer', (col) => col.references('app_user.id').onDelete('cascade'))
    .addColumn('session_id', 'integer')
    // full or trial; segment_limit: how many segments, from the first, it may fetch.
    .addColumn('access_level', 'varchar(8)', (col) => col.notNull())
    .addColumn('segment_limit', 'integer', (col) => col.notNull())
    .addColumn('playlist_expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('urls_expire_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('started_at', 'varchar(32)', (col) => col.notNull())
    // taken_over (a newer stream of the account) or ended.
    .addColumn('ended_at', 'varchar(32)')
    .addColumn('end_reason', 'varchar(16)')
    // The session of the stream that took over, to tell another device from another window.
    .addColumn('ended_by_session_id', 'integer')
    // The last reported position and when, to tell playing on from a jump.
    .addColumn('last_position', 'double precision')
    .addColumn('last_report_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('course_video_stream_user')
    .on('course_video_stream')
    .columns(['user_id', 'ended_at'])
    .execute();

  await db.schema
    .createTable('course_video_fetch')
    .addColumn('stream_id', 'integer', (col) =>
      col.notNull().references('course_video_stream.id').onDelete('cascade'),
    )
    .addColumn('segment_index', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('course_video_fetch_pk', ['stream_id', 'segment_index'])
    .execute();

  await db.schema
    .createTable('course_video_key_token')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('stream_id', 'integer', (col) =>
      col.notNull().references('course_video_stream.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('course_video_key_token_stream')
    .on('course_video_key_token')
    .column('stream_id')
    .execute();

  await db.schema
    .createTable('course_video_progress')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('video_id', 'varchar(32)', (col) =>
      col.notNull().references('course_video.id').onDelete('cascade'),
    )
    .addColumn('position_seconds', 'double precision', (col) => col.notNull().defaultTo(0))
    // base64 of a bitmap, one bit per second of the video: the seconds really watched.
    .addColumn('watched_map', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('watched_seconds', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('completed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('completed_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('course_video_progress_pk', ['user_id', 'video_id'])
    .addCheckConstraint('course_video_progress_completed', sql`completed in (0, 1)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('course_video_progress').execute();
  await db.schema.dropTable('course_video_key_token').execute();
  await db.schema.dropTable('course_video_fetch').execute();
  await db.schema.dropTable('course_video_stream').execute();
  await db.schema.dropTable('course_video').execute();
}
