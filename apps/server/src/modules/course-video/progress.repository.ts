import type { Selectable } from 'kysely';
import type { CourseVideoProgressTable, Db } from '../../db/database.ts';
import type { VideoOwnerKind } from './owners.ts';

export type ProgressRow = Selectable<CourseVideoProgressTable>;

export function findProgress(
  db: Db,
  userId: number,
  videoId: string,
): Promise<ProgressRow | undefined> {
  return db
    .selectFrom('course_video_progress')
    .selectAll()
    .where('user_id', '=', userId)
    .where('video_id', '=', videoId)
    .executeTakeFirst();
}

export interface ProgressWrite {
  userId: number;
  videoId: string;
  positionSeconds: number;
  watchedMap: string;
  watchedSeconds: number;
  completed: boolean;
  completedAt: string | null;
  now: string;
}

export async function saveProgress(db: Db, write: ProgressWrite): Promise<void> {
  const values = {
    position_seconds: write.positionSeconds,
    watched_map: write.watchedMap,
    watched_seconds: write.watchedSeconds,
    completed: write.completed ? 1 : 0,
    completed_at: write.completedAt,
    updated_at: write.now,
  };
  await db
    .insertInto('course_video_progress')
    .values({ user_id: write.userId, video_id: write.videoId, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'video_id']).doUpdateSet(values))
    .execute();
}

/** A person's progress on owner rows that have a video, by owner id. */
export async function progressOfOwners(
  db: Db,
  userId: number,
  kind: VideoOwnerKind,
  ownerIds: number[],
) {
  if (ownerIds.length === 0) return [];
  return db
    .selectFrom('course_video as v')
    .innerJoin('course_video_progress as p', (join) =>
      join.onRef('p.video_id', '=', 'v.id').on('p.user_id', '=', userId),
    )
    .select([
      'v.owner_id',
      'v.duration_seconds',
      'p.position_seconds',
      'p.watched_seconds',
      'p.completed',
      'p.updated_at',
    ])
    .where('v.owner_kind', '=', kind)
    .where('v.owner_id', 'in', ownerIds)
    .execute();
}
