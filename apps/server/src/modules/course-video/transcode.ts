import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { FfmpegMissingError } from './ffmpeg.ts';

/** What ffprobe found in an uploaded file. */
export interface ProbedVideo {
  seconds: number;
  hasAudio: boolean;
}

/** The length and kinds of streams of a media file. */
export interface ProbedMedia {
  seconds: number;
  hasVideo: boolean;
  hasAudio: boolean;
}

/** ffprobe sits beside ffmpeg (Debian's package ships both). */
function ffprobeBeside(ffmpegPath: string): string {
  const dir = path.dirname(ffmpegPath);
  return dir === '.' ? 'ffprobe' : path.join(dir, 'ffprobe');
}

/**
 * The length and streams of a file, or null when ffmpeg cannot read it as media (a renamed
 * document, a broken file). Throws FfmpegMissingError without ffprobe.
 */
export function probeMedia(ffmpegPath: string, file: string): Promise<ProbedMedia | null> {
  return new Promise((resolve, reject) => {
    execFile(
      ffprobeBeside(ffmpegPath),
      ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type', '-of', 'json', file],
      { timeout: 60_000, maxBuffer: 1024 * 1024 },
      (err, stdout) => {
        const code = (err as NodeJS.ErrnoException | null)?.code;
        if (code === 'ENOENT' || code === 'EACCES') {
          return reject(new FfmpegMissingError('ffprobe not found'));
        }
        if (err) return resolve(null);
        try {
          const probe = JSON.parse(String(stdout)) as {
            format?: { duration?: string };
            streams?: Array<{ codec_type?: string }>;
          };
          const streams = probe.streams ?? [];
          const seconds = Number(probe.format?.duration ?? 0);
          if (!(seconds > 0)) return resolve(null);
          resolve({
            seconds,
            hasVideo: streams.some((s) => s.codec_type === 'video'),
            hasAudio: streams.some((s) => s.codec_type === 'audio'),
          });
        } catch {
          resolve(null);
        }
      },
    );
  });
}

/**
 * The length and streams of an uploaded lesson video, or null when it holds no video stream
 * ffmpeg can read.
 */
export async function probeVideo(ffmpegPath: string, file: string): Promise<ProbedVideo | null> {
  const probed = await probeMedia(ffmpegPath, file);
  if (!probed?.hasVideo) return null;
  return { seconds: probed.seconds, hasAudio: probed.hasAudio };
}

/**
 * Encodes an uploaded video into what every lesson plays: H.264 (at most 720p) and AAC in MP4,
 * which the packager then only cuts and encrypts. Reports the share done (0-1) from ffmpeg's own
 * progress lines; stops ffmpeg when the signal aborts.
 */
export function transcodeForLessons(options: {
  ffmpegPath: string;
  input: string;
  output: string;
  probed: ProbedVideo;
  signal: AbortSignal;
  onProgress: (share: number) => void;
}): Promise<void> {
  const { probed } = options;
  const args = [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', options.input],
    ...['-map', '0:v:0', ...(probed.hasAudio ? ['-map', '0:a:0'] : [])],
    // Even sides for H.264; never larger than 1280x720, never enlarged.
    ...[
      '-vf',
      "scale='min(1280,iw)':'min(720,ih)':force_original_aspect_ratio=decrease,scale=trunc(iw/2)*2:trunc(ih/2)*2",
    ],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'],
    // A key frame every 2 s, so 5 s segments cut cleanly.
    ...['-g', '50', '-keyint_min', '50', '-sc_threshold', '0'],
    ...(probed.hasAudio ? ['-c:a', 'aac', '-b:a', '128k', '-ac', '2'] : []),
    ...['-movflags', '+faststart', '-progress', 'pipe:1', '-nostats', options.output],
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(options.ffmpegPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let pending = '';
    const abort = () => child.kill('SIGKILL');
    options.signal.addEventListener('abort', abort, { once: true });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // out_time_us is in microseconds despite ffmpeg's older out_time_ms name.
        const match = /^out_time_us=(\d+)/.exec(line);
        if (match) options.onProgress(Math.min(1, Number(match[1]) / 1e6 / probed.seconds));
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-2000);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      options.signal.removeEventListener('abort', abort);
      reject(error.code === 'ENOENT' ? new FfmpegMissingError('ffmpeg not found') : error);
    });
    child.on('close', (code) => {
      options.signal.removeEventListener('abort', abort);
      if (code === 0) return resolve();
      const tail = stderr.trim().split('\n').slice(-3).join(' | ');
      reject(new Error(options.signal.aborted ? 'stopped' : `ffmpeg: ${tail || `exit ${code}`}`));
    });
  });
}
