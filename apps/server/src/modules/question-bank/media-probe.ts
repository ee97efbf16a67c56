import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { parseBuffer } from 'music-metadata';
import { QUESTION_MEDIA_EXTENSIONS } from '@shangan/shared';
import { FfmpegMissingError, probeMedia } from '../course-video/public.ts';

/** What an uploaded analysis file is: a video or an audio file, its type and its length. */
export interface AnalysisMediaFacts {
  kind: 'video' | 'audio';
  mime: string;
  seconds: number;
}

/**
 * Reads an uploaded analysis file for what it is, from its bytes and never its name: a renamed
 * document is refused. The length comes from music-metadata (pure JavaScript, so the embedded
 * default needs nothing installed); a file it cannot measure — WebM written as it was recorded,
 * with segments of unknown size, as browsers' recorders make — is measured by ffprobe when the
 * machine has it. Null: not a video or audio file we can play and measure.
 */
export async function probeAnalysisMedia(
  content: Buffer,
  ffmpegPath: string,
): Promise<AnalysisMediaFacts | null> {
  const type = await fileTypeFromBuffer(content);
  if (!type || !(QUESTION_MEDIA_EXTENSIONS as readonly string[]).includes(type.ext)) return null;
  const streams =
    (await measureInProcess(content)) ?? (await measureWithFfprobe(content, ffmpegPath));
  if (!streams || !(streams.seconds > 0) || !(streams.hasVideo || streams.hasAudio)) return null;
  const kind = streams.hasVideo ? 'video' : 'audio';
  // A container names one type for both (video/mp4, video/webm): an audio-only file plays as audio.
  const [, subtype = type.ext] = type.mime.split('/');
  const mime = kind === 'audio' && type.mime.startsWith('video/') ? `audio/${subtype}` : type.mime;
  return { kind, mime, seconds: Math.max(1, Math.round(streams.seconds)) };
}

type Streams = { seconds: number; hasVideo: boolean; hasAudio: boolean };

async function measureInProcess(content: Buffer): Promise<Streams | null> {
  try {
    const { format } = await parseBuffer(content, undefined, { duration: true, skipCovers: true });
    if (!format.duration) return null;
    return {
      seconds: format.duration,
      hasVideo: format.hasVideo === true,
      hasAudio: format.hasAudio === true,
    };
  } catch {
    return null;
  }
}

async function measureWithFfprobe(content: Buffer, ffmpegPath: string): Promise<Streams | null> {
  const file = path.join(os.tmpdir(), `shangan-analysis-${randomUUID()}`);
  try {
    await writeFile(file, content);
    return await probeMedia(ffmpegPath, file);
  } catch (error) {
    if (error instanceof FfmpegMissingError) return null;
    throw error;
  } finally {
    await rm(file, { force: true });
  }
}
