import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { VideoOwnerKind } from './owners.ts';
import { saveProgress } from './progress.repository.ts';
import { isComplete, WatchMap } from './watch-map.ts';
import type { SlidesRecipe } from './slides.ts';

export interface OwnerVideoInput {
  ownerKind: VideoOwnerKind;
  ownerId: number;
  title: string;
  /** One caption per slide, shown in turn over the video's length. */
  lines: string[];
  seconds: number;
  now: string;
}

/**
 * Demo content: records a short slides video for an owner row, with its own random AES key.
 * Nothing is encoded here (a seed has only its transaction): the video is made and packaged from
 * the recorded recipe on its first play (packager.ts), from a base video encoded once per
 * machine. An owner row that has a video already keeps it.
 */
export async function seedOwnerVideo(
  trx: Transaction<Database>,
  input: OwnerVideoInput,
): Promise<{ videoId: string; durationSeconds: number }> {
  const existing = await trx
    .selectFrom('course_video')
    .select(['id', 'duration_seconds'])
    .where('owner_kind', '=', input.ownerKind)
    .where('owner_id', '=', input.ownerId)
    .executeTakeFirst();
  if (existing) return { videoId: existing.id, durationSeconds: existing.duration_seconds };

  const seconds = Math.min(3600, Math.max(5, Math.round(input.seconds)));
  const recipe: SlidesRecipe = {
    kind: 'slides',
    title: input.title.slice(0, 60),
    lines: input.lines.map((line) => line.slice(0, 80)).slice(0, 40),
    seconds,
  };
  const videoId = crypto.randomBytes(16).toString('hex');
  await trx
    .insertInto('course_video')
    .values({
      id: videoId,
      owner_kind: input.ownerKind,
      owner_id: input.ownerId,
      title: input.title.slice(0, 200),
      recipe: JSON.stringify(recipe),
      duration_seconds: seconds,
      aes_key: crypto.randomBytes(16).toString('hex'),
      aes_iv: crypto.randomBytes(16).toString('hex'),
      package_key: null,
      segments: null,
      created_at: input.now,
      updated_at: input.now,
    })
    .execute();
  return { videoId, durationSeconds: seconds };
}

export interface SeedProgressInput {
  ownerKind: VideoOwnerKind;
  ownerId: number;
  userId: number;
  /** Watched from the start up to here. */
  positionSeconds: number;
  /** The whole video watched (and the position back at its end). */
  completed: boolean;
  now: string;
}

/**
 * Demo content: a person's progress on an owner row's video, as if its first positionSeconds (or
 * all of it) had been streamed and watched. Nothing happens for a row without a video.
 */
export async function seedWatchProgress(
  trx: Transaction<Database>,
  input: SeedProgressInput,
): Promise<void> {
  const video = await trx
    .selectFrom('course_video')
    .select(['id', 'duration_seconds'])
    .where('owner_kind', '=', input.ownerKind)
    .where('owner_id', '=', input.ownerId)
    .executeTakeFirst();
  if (!video) return;
  const duration = video.duration_seconds;
  const position = input.completed
    ? duration
    : Math.min(duration, Math.max(0, Math.floor(input.positionSeconds)));
  const map = new WatchMap(duration);
  map.mark(0, position, () => true);
  const watchedSeconds = map.count();
  const completed = input.completed || isComplete(watchedSeconds, duration);
  await saveProgress(trx, {
    userId: input.userId,
    videoId: video.id,
    positionSeconds: position,
    watchedMap: map.toString(),
    watchedSeconds,
    completed,
    completedAt: completed ? input.now : null,
    now: input.now,
  });
}
