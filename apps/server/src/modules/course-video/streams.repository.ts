import type { Selectable, Transaction } from 'kysely';
import type { CourseVideoStreamTable, Database, Db } from '../../db/database.ts';

export type StreamRow = Selectable<CourseVideoStreamTable>;

export interface NewStream {
  tokenHash: string;
  videoId: string;
  userId: number | null;
  sessionId: number | null;
  accessLevel: 'full' | 'trial';
  segmentLimit: number;
  playlistExpiresAt: string;
  urlsExpireAt: string;
  startedAt: string;
  startPosition: number;
}

/**
 * Ends every open stream of the account (a newer one is starting; sessionId is its session) and
 * drops the account's streams older than `staleBefore` with their fetches and key tokens.
 */
export async function endStreamsOfUser(
  trx: Transaction<Database>,
  userId: number,
  sessionId: number | null,
  now: string,
  staleBefore: string,
): Promise<void> {
  await trx
    .updateTable('course_video_stream')
    .set({ ended_at: now, end_reason: 'taken_over', ended_by_session_id: sessionId })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .execute();
  await trx
    .deleteFrom('course_video_stream')
    .where('user_id', '=', userId)
    .where('started_at', '<', staleBefore)
    .execute();
}

/** Visitors' trial streams older than `staleBefore` (they are never ended by a newer one). */
export async function dropStaleVisitorStreams(db: Db, staleBefore: string): Promise<void> {
  await db
    .deleteFrom('course_video_stream')
    .where('user_id', 'is', null)
    .where('started_at', '<', staleBefore)
    .execute();
}

export async function insertStream(trx: Db, stream: NewStream): Promise<number> {
  const row = await trx
    .insertInto('course_video_stream')
    .values({
      token_hash: stream.tokenHash,
      video_id: stream.videoId,
      user_id: stream.userId,
      session_id: stream.sessionId,
      access_level: stream.accessLevel,
      segment_limit: stream.segmentLimit,
      playlist_expires_at: stream.playlistExpiresAt,
      urls_expire_at: stream.urlsExpireAt,
      started_at: stream.startedAt,
      last_position: stream.startPosition,
      last_report_at: stream.startedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findStreamByToken(db: Db, tokenHash: string): Promise<StreamRow | undefined> {
  return db
    .selectFrom('course_video_stream')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export function findStream(db: Db, id: number): Promise<StreamRow | undefined> {
  return db.selectFrom('course_video_stream').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Ends one stream (its right is gone); a stream already ended keeps its first reason. */
export async function endStream(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('course_video_stream')
    .set({ ended_at: now, end_reason: 'ended' })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .execute();
}

export async function insertKeyToken(
  db: Db,
  tokenHash: string,
  streamId: number,
  expiresAt: string,
): Promise<void> {
  await db
    .insertInto('course_video_key_token')
    .values({ token_hash: tokenHash, stream_id: streamId, expires_at: expiresAt, used_at: null })
    .execute();
}

export function findKeyToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('course_video_key_token')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Uses the key token once: true for the one request that finds it unused and unexpired. */
export async function useKeyToken(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('course_video_key_token')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recordFetch(db: Db, streamId: number, segmentIndex: number): Promise<void> {
  await db
    .insertInto('course_video_fetch')
    .values({ stream_id: streamId, segment_index: segmentIndex })
    .onConflict((oc) => oc.columns(['stream_id', 'segment_index']).doNothing())
    .execute();
}

export async function fetchedSegments(db: Db, streamId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('course_video_fetch')
    .select('segment_index')
    .where('stream_id', '=', streamId)
    .execute();
  return new Set(rows.map((row) => row.segment_index));
}

export async function recordReport(
  db: Db,
  streamId: number,
  position: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('course_video_stream')
    .set({ last_position: position, last_report_at: now })
    .where('id', '=', streamId)
    .execute();
}
