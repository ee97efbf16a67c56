import type { Selectable } from 'kysely';
import type { CourseVideoTable, Db } from '../../db/database.ts';
import type { VideoOwnerKind } from './owners.ts';

export type VideoRow = Selectable<CourseVideoTable>;

export function findVideo(db: Db, videoId: string): Promise<VideoRow | undefined> {
  return db.selectFrom('course_video').selectAll().where('id', '=', videoId).executeTakeFirst();
}

export function findVideoOfOwner(
  db: Db,
  kind: VideoOwnerKind,
  ownerId: number,
): Promise<VideoRow | undefined> {
  return db
    .selectFrom('course_video')
    .selectAll()
    .where('owner_kind', '=', kind)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}

/** The vids of owner rows, by owner id (rows without a video are absent). */
export async function videoIdsOfOwners(
  db: Db,
  kind: VideoOwnerKind,
  ownerIds: number[],
): Promise<Map<number, string>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('course_video')
    .select(['id', 'owner_id'])
    .where('owner_kind', '=', kind)
    .where('owner_id', 'in', ownerIds)
    .execute();
  return new Map(rows.map((row) => [row.owner_id, row.id]));
}

/** Takes away the videos of owner rows being deleted; their streams and progress go with them. */
export async function removeOwnerVideos(
  db: Db,
  kind: VideoOwnerKind,
  ownerIds: number[],
): Promise<void> {
  if (ownerIds.length === 0) return;
  await db
    .deleteFrom('course_video')
    .where('owner_kind', '=', kind)
    .where('owner_id', 'in', ownerIds)
    .execute();
}

/** Records where the video's package is and its real segment durations. */
export async function recordPackage(
  db: Db,
  videoId: string,
  packageKey: string,
  segments: number[],
): Promise<void> {
  const total = segments.reduce((sum, d) => sum + d, 0);
  await db
    .updateTable('course_video')
    .set({
      package_key: packageKey,
      segments: JSON.stringify(segments),
      duration_seconds: Math.round(total),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', videoId)
    .execute();
}

/** The segment durations of a packaged video; empty while it is not packaged. */
export function segmentsOf(video: VideoRow): number[] {
  if (!video.package_key || !video.segments) return [];
  const parsed: unknown = JSON.parse(video.segments);
  return Array.isArray(parsed) ? parsed.map(Number) : [];
}
