import fs from 'node:fs';
import path from 'node:path';
import { publishRecording } from '../../course-video/public.ts';
import type { LiveContext } from '../context.ts';
import { markEnded, markPlayback, PLAYBACK_NOTES } from '../lifecycle.ts';
import type { LiveSessionRow } from '../sessions.repository.ts';
import {
  FfmpegMissingError,
  hlsDirOf,
  MIN_PART_BYTES,
  partsDirOf,
  runFfmpeg,
  sessionDir,
} from './recorder.ts';

/** The joined recording, kept as the playback video's source (a new packaging cuts it again). */
const RECORDING = 'recording.ts';

/** The recorded parts of a session that hold a picture, in recording order. */
export async function partsOf(recordDir: string, sessionId: number): Promise<string[]> {
  const dir = partsDirOf(recordDir, sessionId);
  let names: string[];
  try {
    names = await fs.promises.readdir(dir);
  } catch {
    return [];
  }
  const parts: string[] = [];
  for (const name of names.filter((n) => /^part-[\w-]+\.ts$/.test(n)).sort()) {
    const file = path.join(dir, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (stat && stat.size >= MIN_PART_BYTES) parts.push(file);
  }
  return parts;
}

/** One file of the parts (ffmpeg's concat demuxer lines each part up after the last). */
async function join(ffmpegPath: string, parts: string[], output: string): Promise<void> {
  const list = `${output}.txt`;
  await fs.promises.writeFile(
    list,
    parts.map((part) => `file '${part.replaceAll("'", "'\\''")}'\n`).join(''),
  );
  try {
    await runFfmpeg(
      ffmpegPath,
      [
        ...['-f', 'concat', '-safe', '0', '-i', list],
        ...['-map', '0:v?', '-map', '0:a?', '-c', 'copy', '-avoid_negative_ts', 'make_zero'],
        ...['-f', 'mpegts', output],
      ],
      // Copying is quick; a whole class is hours of it to read and write.
      30 * 60_000,
    );
  } finally {
    await fs.promises.rm(list, { force: true });
  }
}

function secondsBetween(from: string | null, to: string | null): number {
  if (!from || !to) return 0;
  return Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000));
}

/**
 * A session in processing becomes a playback: its parts joined into one recording, packaged as
 * the lesson's protected video (replacing whatever video the lesson had), the session then
 * playback. Without parts, without ffmpeg, or when ffmpeg fails it ends with the reason. On
 * success the live HLS and the parts go; on failure they stay for an operator to look at.
 */
export async function finishRecording(
  ctx: LiveContext,
  session: LiveSessionRow,
  options: { ffmpegMissing: boolean },
): Promise<'playback' | 'ended' | 'unchanged'> {
  const { recordDir } = ctx.config.live;
  const { ffmpegPath } = ctx.config.video;
  const dir = sessionDir(recordDir, session.id);
  const ended = async (note: string) =>
    (await markEnded(ctx, session, note)) ? ('ended' as const) : ('unchanged' as const);

  const parts = await partsOf(recordDir, session.id);
  const recording = path.join(dir, RECORDING);
  const joined = await fs.promises
    .stat(recording)
    .then((stat) => stat.size >= MIN_PART_BYTES)
    .catch(() => false);
  if (parts.length === 0 && !joined) {
    await fs.promises.rm(hlsDirOf(recordDir, session.id), { recursive: true, force: true });
    return ended(options.ffmpegMissing ? PLAYBACK_NOTES.noFfmpeg : PLAYBACK_NOTES.noRecording);
  }
  if (parts.length > 0) {
    // A recording joined by an earlier attempt is joined again with the parts it came from.
    try {
      await join(ffmpegPath, parts, `${recording}.partial`);
      await fs.promises.rename(`${recording}.partial`, recording);
    } catch (err) {
      await fs.promises.rm(`${recording}.partial`, { force: true });
      if (err instanceof FfmpegMissingError) return ended(PLAYBACK_NOTES.noFfmpeg);
      ctx.log.error({ err, sessionId: session.id }, 'live recording not joined');
      return ended(PLAYBACK_NOTES.failed);
    }
  }

  const result = await publishRecording(
    { db: ctx.db, dbEngine: ctx.engine, config: ctx.config, log: ctx.log },
    {
      ownerKind: 'lesson',
      ownerId: session.lesson_id,
      title: session.title,
      source: recording,
      seconds: secondsBetween(session.started_at, session.ended_at),
    },
  );
  if (!result.ok) {
    if (result.reason === 'ffmpeg-missing') return ended(PLAYBACK_NOTES.noFfmpeg);
    ctx.log.error({ err: result.error, sessionId: session.id }, 'live recording not packaged');
    return ended(PLAYBACK_NOTES.failed);
  }
  // The live files go before the session says playback, so that playback means they are gone.
  // The joined recording stays as the video's source: a finish interrupted here is done again
  // from it.
  await Promise.all([
    fs.promises.rm(hlsDirOf(recordDir, session.id), { recursive: true, force: true }),
    fs.promises.rm(partsDirOf(recordDir, session.id), { recursive: true, force: true }),
  ]);
  const changed = await markPlayback(ctx, session);
  ctx.log.info(
    { sessionId: session.id, videoId: result.videoId, seconds: result.durationSeconds },
    'live recording is the lesson playback',
  );
  return changed ? 'playback' : 'unchanged';
}
