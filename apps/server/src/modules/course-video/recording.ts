import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env.ts';
import type { Engine } from '../../db/connect.ts';
import type { Db } from '../../db/database.ts';
import { courseVideoContextOf } from './app-context.ts';
import { FfmpegMissingError } from './ffmpeg.ts';
import type { VideoOwnerKind } from './owners.ts';
import type { RecordingRecipe } from './packager.ts';
import type { VideoRow } from './videos.repository.ts';

export interface RecordingInput {
  ownerKind: VideoOwnerKind;
  ownerId: number;
  title: string;
  /** The recording: an absolute file path on this server, or a key of the object store. */
  source: string;
  /** Its length as far as the caller knows; the package's own segments decide in the end. */
  seconds: number;
}

export type RecordingResult =
  | { ok: true; videoId: string; durationSeconds: number }
  /** missing: no ffmpeg on this server; failed: ffmpeg or the store refused the recording. */
  | { ok: false; reason: 'ffmpeg-missing' | 'failed'; error: unknown };

/**
 * Makes a recording the owner row's protected video at once: cut into the same encrypted HLS as
 * every lesson (its own fresh AES key), put into the store, and only then recorded as the
 * owner's video in one transaction that replaces any earlier video of the row (its streams and
 * progress go with it, they were of another video). Until then whatever the row had plays on.
 */
export async function publishRecording(
  app: { db: Db; dbEngine: Engine; config: AppConfig; log: FastifyBaseLogger },
  input: RecordingInput,
): Promise<RecordingResult> {
  const ctx = courseVideoContextOf(app);
  const now = new Date().toISOString();
  const recipe: RecordingRecipe = {
    kind: 'recording',
    source: input.source,
    seconds: Math.max(0, Math.round(input.seconds)),
  };
  const video: VideoRow = {
    id: crypto.randomBytes(16).toString('hex'),
    owner_kind: input.ownerKind,
    owner_id: input.ownerId,
    title: input.title.slice(0, 200),
    recipe: JSON.stringify(recipe),
    duration_seconds: recipe.seconds,
    aes_key: crypto.randomBytes(16).toString('hex'),
    aes_iv: crypto.randomBytes(16).toString('hex'),
    package_key: null,
    segments: null,
    created_at: now,
    updated_at: now,
  };
  let packaged: { packageKey: string; segments: number[] };
  try {
    packaged = await ctx.packager.prepare(video);
  } catch (error) {
    if (error instanceof FfmpegMissingError) return { ok: false, reason: 'ffmpeg-missing', error };
    return { ok: false, reason: 'failed', error };
  }
  const durationSeconds = Math.round(packaged.segments.reduce((sum, d) => sum + d, 0));
  await app.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('course_video')
      .where('owner_kind', '=', input.ownerKind)
      .where('owner_id', '=', input.ownerId)
      .execute();
    await trx
      .insertInto('course_video')
      .values({
        ...video,
        duration_seconds: durationSeconds,
        package_key: packaged.packageKey,
        segments: JSON.stringify(packaged.segments),
        updated_at: new Date().toISOString(),
      })
      .execute();
  });
  return { ok: true, videoId: video.id, durationSeconds };
}
