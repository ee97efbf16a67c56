import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { VideoConfig } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import { FfmpegMissingError, runFfmpeg } from './ffmpeg.ts';
import { recipeHash, SEGMENT_SECONDS, slidesVideo, type SlidesRecipe } from './slides.ts';
import type { VideoStore } from './video-store.ts';
import { recordPackage, segmentsOf, type VideoRow } from './videos.repository.ts';

/** Changing how packages are cut changes this, so old packages are not reused. */
const PACKAGING = 'hls-aes128-v1';
/** The playlist ffmpeg wrote; uploaded last, so its presence means the package is whole. */
const MANIFEST = 'index.m3u8';
/** A missing ffmpeg is looked for again after this long (it may have been installed). */
const MISSING_RETRY_MS = 30_000;
/** At most this many ffmpeg runs at once per process: the machine serves requests too. */
const MAX_JOBS = 2;

export type PackageResult =
  { ready: true; video: VideoRow; segments: number[] } | { ready: false; message: string };

export const PROCESSING_MESSAGE = '视频处理中，请稍后再试';

/**
 * A recorded video (a live class's recording): an MPEG-TS or MP4 file with H.264 and AAC that is
 * only cut and encrypted, never encoded again. `source` is an absolute file path on the server,
 * or a key of the object store.
 */
export interface RecordingRecipe {
  kind: 'recording';
  source: string;
  seconds: number;
}

/** How a video is made: demo slides drawn by ffmpeg, or a recording. */
export type VideoRecipe = SlidesRecipe | RecordingRecipe;

/**
 * Makes sure a video is packaged as encrypted HLS in the object store, on its first play: the
 * demo seed records only the recipe and the key, so seeding costs nothing and every test
 * database copied from a template packages on demand. The package is addressed by the video,
 * its recipe and its key, so copies of one database (tests) and later starts find it in the store
 * and only record it; the base video is encoded once per machine (slides.ts) and each package is
 * a copy of it (-c copy) cut into 5 s segments and encrypted with the video's own key.
 */
export interface Packager {
  ensure(video: VideoRow): Promise<PackageResult>;
  /**
   * Cuts the video's package into the store (or finds it there) without writing its row, for a
   * video whose row is written once its package is whole (a recording replacing an earlier
   * video of its owner). Throws FfmpegMissingError without ffmpeg, and any failure of ffmpeg.
   */
  prepare(video: VideoRow): Promise<{ packageKey: string; segments: number[] }>;
}

export function createPackager(options: {
  db: Db;
  config: VideoConfig;
  store: VideoStore;
  log: FastifyBaseLogger;
}): Packager {
  const { db, config, store, log } = options;
  const inFlight = new Map<string, Promise<PackageResult>>();
  /** Packages known to be whole in the store, so a play does not ask the store every time. */
  const present = new Set<string>();
  let missingSince = 0;
  let running = 0;
  const waiting: Array<() => void> = [];

  const slot = async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= MAX_JOBS) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };

  const packageKeyOf = (video: VideoRow, recipe: VideoRecipe) =>
    `video/${video.id}/${crypto
      .createHash('sha256')
      .update([PACKAGING, recipeKey(recipe), video.aes_key, video.aes_iv].join(':'))
      .digest('hex')
      .slice(0, 16)}`;

  async function packageVideo(video: VideoRow): Promise<PackageResult> {
    const recipe = parseRecipe(video.recipe);
    if (!recipe) return { ready: false, message: '视频暂不可播放' };
    const packageKey = packageKeyOf(video, recipe);

    const known = segmentsOf(video);
    if (video.package_key === packageKey && known.length > 0 && present.has(packageKey)) {
      return { ready: true, video, segments: known };
    }
    const stored = await store.getText(`${packageKey}/${MANIFEST}`);
    if (stored) {
      const segments = parseManifest(stored);
      if (video.package_key !== packageKey || known.length !== segments.length) {
        await recordPackage(db, video.id, packageKey, segments);
      }
      present.add(packageKey);
      return { ready: true, video: withPackage(video, packageKey, segments), segments };
    }

    if (missingSince && Date.now() - missingSince < MISSING_RETRY_MS) {
      return { ready: false, message: PROCESSING_MESSAGE };
    }
    try {
      const segments = await slot(() => cut(video, recipe, packageKey));
      missingSince = 0;
      await recordPackage(db, video.id, packageKey, segments);
      present.add(packageKey);
      return { ready: true, video: withPackage(video, packageKey, segments), segments };
    } catch (err) {
      if (err instanceof FfmpegMissingError) {
        if (!missingSince) log.warn({ ffmpeg: config.ffmpegPath }, 'ffmpeg missing: videos wait');
        missingSince = Date.now();
      } else {
        log.error({ err, videoId: video.id }, 'video packaging failed');
      }
      return { ready: false, message: PROCESSING_MESSAGE };
    }
  }

  /** The file (or address) ffmpeg reads the video from. */
  async function baseOf(recipe: VideoRecipe): Promise<string> {
    if (recipe.kind === 'slides') return slidesVideo(config.ffmpegPath, config.cacheDir, recipe);
    if (path.isAbsolute(recipe.source)) {
      await fs.promises.access(recipe.source, fs.constants.R_OK);
      return recipe.source;
    }
    const located = await store.locate(recipe.source);
    if (!located) throw new Error(`recording ${recipe.source} is not in the store`);
    return 'file' in located ? located.file : located.url;
  }

  /** Encodes (or takes from the cache) the base video, cuts and encrypts it, uploads it. */
  async function cut(video: VideoRow, recipe: VideoRecipe, packageKey: string) {
    const base = await baseOf(recipe);
    const work = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'shangan-hls-'));
    try {
      const keyFile = path.join(work, 'aes.key');
      await fs.promises.writeFile(keyFile, Buffer.from(video.aes_key, 'hex'), { mode: 0o600 });
      // The URI is a placeholder: every playlist served names a fresh single-use key token.
      const keyInfo = path.join(work, 'key.info');
      await fs.promises.writeFile(keyInfo, `key\n${keyFile}\n${video.aes_iv}\n`);
      // Copying is fast, but a recording of a whole class is hours of it to read and write.
      const timeoutMs = 120_000 + Math.max(0, recipe.seconds) * 200;
      await runFfmpeg(
        config.ffmpegPath,
        [
          ...['-i', base, '-c', 'copy', '-f', 'hls'],
          ...['-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
          ...['-hls_key_info_file', keyInfo],
          ...['-hls_segment_filename', path.join(work, 's%04d.ts'), path.join(work, MANIFEST)],
        ],
        timeoutMs,
      );
      const manifest = await fs.promises.readFile(path.join(work, MANIFEST), 'utf8');
      const segments = parseManifest(manifest);
      for (let index = 0; index < segments.length; index++) {
        const name = segmentName(index);
        await store.put(
          `${packageKey}/${name}`,
          await fs.promises.readFile(path.join(work, name)),
          'video/mp2t',
        );
      }
      await store.put(
        `${packageKey}/${MANIFEST}`,
        Buffer.from(manifest),
        'application/vnd.apple.mpegurl',
      );
      return segments;
    } finally {
      await fs.promises.rm(work, { recursive: true, force: true });
    }
  }

  return {
    ensure(video) {
      let pending = inFlight.get(video.id);
      if (!pending) {
        pending = packageVideo(video).finally(() => inFlight.delete(video.id));
        inFlight.set(video.id, pending);
      }
      return pending;
    },
    async prepare(video) {
      const recipe = parseRecipe(video.recipe);
      if (!recipe) throw new Error(`video ${video.id} has no recipe to make it from`);
      const packageKey = packageKeyOf(video, recipe);
      const stored = await store.getText(`${packageKey}/${MANIFEST}`);
      const segments = stored
        ? parseManifest(stored)
        : await slot(() => cut(video, recipe, packageKey));
      present.add(packageKey);
      return { packageKey, segments };
    },
  };
}

export function segmentName(index: number): string {
  return `s${String(index).padStart(4, '0')}.ts`;
}

function withPackage(video: VideoRow, packageKey: string, segments: number[]): VideoRow {
  return {
    ...video,
    package_key: packageKey,
    segments: JSON.stringify(segments),
    duration_seconds: Math.round(segments.reduce((sum, d) => sum + d, 0)),
  };
}

/** The segment durations of ffmpeg's playlist, in order; refuses one it did not cut itself. */
export function parseManifest(text: string): number[] {
  const durations: number[] = [];
  let pending: number | null = null;
  for (const line of text.split(/\r?\n/)) {
    const extinf = /^#EXTINF:([\d.]+),/.exec(line);
    if (extinf) {
      pending = Number(extinf[1]);
    } else if (line && !line.startsWith('#')) {
      if (pending === null || line !== segmentName(durations.length)) {
        throw new Error(`unexpected playlist line ${line}`);
      }
      durations.push(Math.round(pending * 1000) / 1000);
      pending = null;
    }
  }
  if (durations.length === 0) throw new Error('playlist without segments');
  return durations;
}

/** What names a recipe's content in its package key: the same recipe, the same package. */
function recipeKey(recipe: VideoRecipe): string {
  if (recipe.kind === 'slides') return recipeHash(recipe);
  return crypto
    .createHash('sha256')
    .update(JSON.stringify(['recording', recipe.source, recipe.seconds]))
    .digest('hex')
    .slice(0, 32);
}

export function parseRecipe(text: string): VideoRecipe | null {
  try {
    const parsed = JSON.parse(text) as Partial<SlidesRecipe> | Partial<RecordingRecipe>;
    if (parsed.kind === 'recording') {
      if (typeof parsed.source !== 'string' || parsed.source === '') return null;
      if (typeof parsed.seconds !== 'number') return null;
      return { kind: 'recording', source: parsed.source, seconds: parsed.seconds };
    }
    const recipe = parsed as Partial<SlidesRecipe>;
    if (recipe.kind !== 'slides' || typeof recipe.title !== 'string') return null;
    if (!Array.isArray(recipe.lines) || typeof recipe.seconds !== 'number') return null;
    return {
      kind: 'slides',
      title: recipe.title,
      lines: recipe.lines.map(String),
      seconds: recipe.seconds,
    };
  } catch {
    return null;
  }
}
